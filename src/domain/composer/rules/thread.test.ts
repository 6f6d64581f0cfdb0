import { describe, expect, it } from 'vitest';
import type { ComposerPost } from '../model/composerPost';
import { emptyComposerPost } from '../model/composerPost';
import type { MediaFile } from '../model/mediaFile';
import { pollFrameSegment } from '../model/richText';
import {
  addThreadPost,
  addThreadPostReason,
  canAddThreadPost,
  canDeleteThreadPost,
  clearThread,
  deleteThreadPost,
  hasContent,
  isPostEmpty,
  moveCursor,
  restoreThreadPost,
  THREAD_MAX_POSTS,
  threadProgress,
} from './thread';

const channel = { id: 'dev', name: 'dev', source: 'Farcaster' as const };
const first = emptyComposerPost('a', {
  chars: 'one',
  availableSources: ['Farcaster', 'Bsky'],
  restriction: 'Everyone',
  channel: { Farcaster: channel },
});
const published = (id: string): ComposerPost =>
  emptyComposerPost(id, { availableSources: ['Farcaster'], postId: { Farcaster: `0x${id}` } });
const img: MediaFile = {
  id: 'i',
  file: { name: 'a.png', type: 'image/png' },
  mimeType: 'image/png',
};

describe('thread operations (composer.md §4.1)', () => {
  it('adds a post after the cursor inheriting the first post’s sources, restriction and channel', () => {
    const thread = addThreadPost({ posts: [first, emptyComposerPost('c')], cursor: 'a' }, 'b');
    expect(thread.posts.map((p) => p.id)).toEqual(['a', 'b', 'c']);
    expect(thread.cursor).toBe('b');
    expect(thread.posts[1]).toMatchObject({
      chars: '',
      availableSources: ['Farcaster', 'Bsky'],
      restriction: 'Everyone',
      channel: { Farcaster: channel },
    });
  });

  it('stops at the thread maximum', () => {
    expect(THREAD_MAX_POSTS).toBe(25);
    const posts = Array.from({ length: 25 }, (_, i) => emptyComposerPost(`p${i}`));
    const full = { posts, cursor: 'p0' };
    expect(canAddThreadPost(full)).toBe(false);
    expect(addThreadPost(full, 'x')).toBe(full);
    expect(canAddThreadPost({ posts: posts.slice(1) })).toBe(true);
  });

  it('says why it stops at the maximum (issue 18)', () => {
    const posts = Array.from({ length: 25 }, (_, i) => emptyComposerPost(`p${i}`));
    expect(addThreadPostReason({ posts })).toBe('A thread can have at most 25 posts.');
    expect(addThreadPostReason({ posts: posts.slice(1) })).toBeUndefined();
  });

  it('never deletes the first post or a published one', () => {
    const thread = { posts: [first, published('b'), emptyComposerPost('c')], cursor: 'c' };
    expect(canDeleteThreadPost(thread, 'a')).toBe(false);
    expect(canDeleteThreadPost(thread, 'b')).toBe(false);
    expect(canDeleteThreadPost(thread, 'c')).toBe(true);
    expect(canDeleteThreadPost(thread, 'zz')).toBe(false);
    expect(deleteThreadPost(thread, 'a')).toBe(thread);
  });

  it('moves the cursor to the previous available post when its post is removed', () => {
    const thread = {
      posts: [first, published('b'), emptyComposerPost('c'), emptyComposerPost('d')],
      cursor: 'c',
    };
    expect(deleteThreadPost(thread, 'c')).toEqual({
      posts: [first, published('b'), thread.posts[3]],
      cursor: 'a',
    });
    expect(deleteThreadPost({ ...thread, cursor: 'd' }, 'd').cursor).toBe('c');
    expect(deleteThreadPost({ ...thread, cursor: 'a' }, 'c').cursor).toBe('a');
    // The first post published: the next available one.
    const lockedFirst = {
      posts: [published('a'), emptyComposerPost('c'), emptyComposerPost('d')],
      cursor: 'c',
    };
    expect(deleteThreadPost(lockedFirst, 'c').cursor).toBe('d');
  });

  it('puts a deleted post back in its place, with the cursor on it', () => {
    const [b, c, d] = [
      emptyComposerPost('b', { chars: 'two' }),
      emptyComposerPost('c'),
      emptyComposerPost('d'),
    ];
    const thread = { posts: [first, b, c, d], cursor: 'c' };
    const deleted = deleteThreadPost({ ...thread, cursor: 'b' }, 'b');
    expect(restoreThreadPost(deleted, b, 1)).toEqual({ posts: [first, b, c, d], cursor: 'b' });
    // Already back (a second Undo): unchanged.
    expect(restoreThreadPost(thread, b, 1)).toBe(thread);
    // Never before the first post; at most at the end, if posts went since.
    expect(restoreThreadPost({ posts: [first], cursor: 'a' }, b, 0).posts.map((p) => p.id)).toEqual(
      ['a', 'b'],
    );
    expect(restoreThreadPost({ posts: [first], cursor: 'a' }, b, 3).posts.map((p) => p.id)).toEqual(
      ['a', 'b'],
    );
    // Not past the thread maximum.
    const full = {
      posts: Array.from({ length: THREAD_MAX_POSTS }, (_, i) => emptyComposerPost(`p${i}`)),
      cursor: 'p0',
    };
    expect(restoreThreadPost(full, b, 1)).toBe(full);
  });

  it('does not focus a published post', () => {
    const thread = { posts: [first, published('b')], cursor: 'a' };
    expect(moveCursor(thread, 'b')).toBe(thread);
    expect(moveCursor(thread, 'zz')).toBe(thread);
    expect(moveCursor({ ...thread, cursor: 'b' }, 'a').cursor).toBe('a');
  });

  it('clears to one empty post keeping the sources', () => {
    const cleared = clearThread({ posts: [first, emptyComposerPost('b')] }, 'n');
    expect(cleared.cursor).toBe('n');
    expect(cleared.posts).toHaveLength(1);
    expect(cleared.posts[0]).toMatchObject({
      id: 'n',
      chars: '',
      availableSources: ['Farcaster', 'Bsky'],
    });
  });

  it('a post is empty without visible text, images and videos (composer.md §4.7)', () => {
    expect(isPostEmpty(emptyComposerPost('e'))).toBe(true);
    expect(
      isPostEmpty(emptyComposerPost('e', { chars: [' ', pollFrameSegment('f', 'link')] })),
    ).toBe(true);
    expect(isPostEmpty(emptyComposerPost('e', { chars: 'x' }))).toBe(false);
    expect(isPostEmpty(emptyComposerPost('e', { images: [img] }))).toBe(false);
    expect(isPostEmpty(emptyComposerPost('e', { videos: [img] }))).toBe(false);
    expect(hasContent([emptyComposerPost('e'), first])).toBe(true);
    expect(hasContent([emptyComposerPost('e')])).toBe(false);
  });

  it('counts thread progress as posts published on all their sources (composer.md §4.6)', () => {
    expect(threadProgress([first, published('b')])).toEqual({ published: 1, total: 2 });
  });
});
