import { describe, expect, it } from 'vitest';
import {
  edit,
  failedSources,
  isEditingEvent,
  keepFailedSources,
  withoutSource,
  withResults,
  type Editing,
  type EditingEvent,
} from './editing';
import { initialComposeState, type ComposeState } from './model/composeState';
import { emptyComposerPost, type ComposerPost } from './model/composerPost';
import type { MediaFile } from './model/mediaFile';
import type { Profile } from './model/profile';
import { visibleText } from './model/renderChars';
import { pollFrameSegment } from './model/richText';

const ids = () => {
  let n = 0;
  return () => `id-${++n}`;
};

const thread = (...posts: ComposerPost[]): ComposeState => ({
  ...initialComposeState('unused'),
  posts,
  cursor: posts[0]?.id ?? '',
});

const post = (id: string, init: Partial<Omit<ComposerPost, 'id'>> = {}) =>
  emptyComposerPost(id, { availableSources: ['Farcaster', 'Bsky'], ...init });

const profile = (profileId: string, source: Profile['source']): Profile => ({
  profileId,
  handle: profileId,
  displayName: profileId,
  source,
});

const image = (id: string): MediaFile => ({
  id,
  file: { name: `${id}.png`, type: 'image/png' },
  mimeType: 'image/png',
});

const run = (state: Editing, ...events: EditingEvent[]) =>
  events.reduce((s, event) => edit(s, event, ids()), state);

describe('edit (the composer’s editing, composer.md §4)', () => {
  const a = post('a');
  const b = post('b');
  const base: Editing = { compose: thread(a, b), profiles: [] };

  it('writes typed text into one post and keeps the others as they were (same objects)', () => {
    const next = run(base, { type: 'text.changed', postId: 'b', chars: 'hello' });
    expect(next.compose.posts[1]?.chars).toBe('hello');
    expect(next.compose.posts[0]).toBe(a);
  });

  it('keeps a poll’s invisible FRAME when the visible text changes (§4.4)', () => {
    const withFrame = post('p', { chars: ['old', pollFrameSegment('f', '')] });
    const next = run(
      { compose: thread(withFrame), profiles: [] },
      { type: 'text.changed', postId: 'p', chars: 'new' },
    );
    const chars = next.compose.posts[0]?.chars ?? '';
    expect(visibleText(chars)).toBe('new');
    expect(chars).toContainEqual(pollFrameSegment('f', ''));
  });

  it('adds a thread post after the cursor that inherits the first post’s sources, and moves to it (§4.1)', () => {
    const next = run(base, { type: 'post.add' });
    expect(next.compose.posts.map((p) => p.id)).toEqual(['a', 'id-1', 'b']);
    expect(next.compose.cursor).toBe('id-1');
    expect(next.compose.posts[1]?.availableSources).toEqual(['Farcaster', 'Bsky']);
  });

  it('removes a post and puts it back in its place', () => {
    const removed = run(base, { type: 'post.remove', postId: 'b' });
    expect(removed.compose.posts.map((p) => p.id)).toEqual(['a']);
    const restored = run(removed, { type: 'post.restore', post: b, index: 1 });
    expect(restored.compose.posts.map((p) => p.id)).toEqual(['a', 'b']);
  });

  it('turns a network off for every post of the thread, never a disabled one (§4.2)', () => {
    const off = run(base, { type: 'source.toggle', source: 'Bsky' });
    expect(off.compose.posts.map((p) => p.availableSources)).toEqual([
      ['Farcaster'],
      ['Farcaster'],
    ]);
    const disabled = { ...base, compose: { ...base.compose, disabledSources: ['Lens' as const] } };
    expect(run(disabled, { type: 'source.toggle', source: 'Lens' }).compose).toBe(disabled.compose);
  });

  it('sets a channel and a reply restriction on every post, the restriction only as the networks allow', () => {
    const channel = { id: 'dev', name: 'dev', source: 'Farcaster' as const };
    const next = run(
      base,
      { type: 'channel.set', source: 'Farcaster', channel },
      { type: 'restriction.set', restriction: 'Nobody' },
    );
    for (const p of next.compose.posts) {
      expect(p.channel.Farcaster).toEqual(channel);
      // Nobody is Bluesky's alone: Farcaster cannot say it.
      expect(p.restriction).toBe('Everyone');
    }
    const bskyOnly = run(
      { compose: thread(post('x', { availableSources: ['Bsky'] })), profiles: [] },
      { type: 'restriction.set', restriction: 'Nobody' },
    );
    expect(bskyOnly.compose.posts[0]?.restriction).toBe('Nobody');
  });

  it('the chosen account goes first among the profiles; the posts are unchanged', () => {
    const profiles = [profile('f1', 'Farcaster'), profile('f2', 'Farcaster')];
    const next = run({ ...base, profiles }, { type: 'profile.choose', profileId: 'f2' });
    expect(next.profiles.map((p) => p.profileId)).toEqual(['f2', 'f1']);
    expect(next.compose).toBe(base.compose);
    expect(
      run({ ...base, profiles }, { type: 'profile.choose', profileId: 'nobody' }).profiles,
    ).toBe(profiles);
  });

  it('leaves a reply’s participant out and back in, but never the parent’s author', () => {
    const author = profile('author', 'Twitter');
    const reply = post('r', {
      availableSources: ['Twitter'],
      parentPost: { Twitter: { postId: 'p1', source: 'Twitter', author } },
    });
    const state = { compose: thread(reply), profiles: [] };
    const out = run(state, { type: 'reply.exclude', profileId: 'someone', excluded: true });
    expect(out.compose.posts[0]?.excludeReplyProfileIds).toEqual(['someone']);
    const back = run(out, { type: 'reply.exclude', profileId: 'someone', excluded: false });
    expect(back.compose.posts[0]?.excludeReplyProfileIds).toEqual([]);
    const notAuthor = run(state, { type: 'reply.exclude', profileId: 'author', excluded: true });
    expect(notAuthor.compose.posts[0]?.excludeReplyProfileIds).toEqual([]);
  });

  it('adds, edits and removes a poll; an update without a poll changes nothing', () => {
    const added = run(base, { type: 'poll.add', postId: 'a' });
    const poll = added.compose.posts[0]?.poll;
    expect(poll).toBeTruthy();
    if (!poll) return;
    const edited = run(added, {
      type: 'poll.update',
      postId: 'a',
      poll: { ...poll, type: 'Multiple' },
    });
    expect(edited.compose.posts[0]?.poll?.type).toBe('Multiple');
    const removed = run(edited, { type: 'poll.remove', postId: 'a' });
    expect(removed.compose.posts[0]?.poll ?? null).toBeNull();
    const noPoll = run(base, { type: 'poll.update', postId: 'b', poll });
    expect(noPoll.compose.posts[1]?.poll ?? null).toBeNull();
  });

  it('adds and removes media, sets alt text and the link card', () => {
    const added = run(base, {
      type: 'media.added',
      postId: 'a',
      images: [image('i1')],
      videos: [],
    });
    expect(added.compose.posts[0]?.images.map((i) => i.id)).toEqual(['i1']);
    const alt = run(added, { type: 'media.alt', postId: 'a', mediaId: 'i1', alt: 'a cat' });
    expect(alt.compose.posts[0]?.images[0]?.alt).toBe('a cat');
    const removed = run(alt, { type: 'media.removed', postId: 'a', mediaId: 'i1' });
    expect(removed.compose.posts[0]?.images).toEqual([]);
    const card = { url: 'https://example.com' };
    const withCard = run(base, { type: 'preview.set', postId: 'a', preview: card });
    expect(withCard.compose.posts[0]?.openGraphs).toEqual([card]);
    const noCard = run(withCard, { type: 'preview.set', postId: 'a', preview: undefined });
    expect(noCard.compose.posts[0]?.openGraphs).toEqual([]);
  });

  it('sets and clears the schedule time, and moves the cursor', () => {
    expect(run(base, { type: 'schedule.set', time: 42 }).compose.scheduleTime).toBe(42);
    expect(
      run(base, { type: 'schedule.set', time: 42 }, { type: 'schedule.clear' }).compose
        .scheduleTime,
    ).toBeNull();
    expect(run(base, { type: 'post.focus', postId: 'b' }).compose.cursor).toBe('b');
  });

  it('tells editing events from the machine’s others', () => {
    expect(isEditingEvent({ type: 'text.changed' })).toBe(true);
    expect(isEditingEvent({ type: 'send' })).toBe(false);
    expect(isEditingEvent({ type: 'close' })).toBe(false);
  });
});

describe('after sending', () => {
  it('writes each network’s post ids and errors into the posts; the failed networks are what a retry sends', () => {
    const compose = thread(post('a'), post('b'));
    const next = withResults(compose, {
      Farcaster: { postIds: ['f1', 'f2'], failed: false },
      Bsky: { postIds: ['b1', undefined], postError: 'down', failed: true },
    });
    expect(next.posts.map((p) => p.postId)).toEqual([
      { Farcaster: 'f1', Bsky: 'b1' },
      { Farcaster: 'f2', Bsky: null },
    ]);
    expect(next.posts.map((p) => p.postError)).toEqual([
      { Farcaster: null, Bsky: null },
      { Farcaster: null, Bsky: 'down' },
    ]);
    expect(failedSources(next)).toEqual(['Bsky']);
    // §4.7: the draft of a partly failed post keeps only the failed networks.
    expect(keepFailedSources(next).posts.map((p) => p.availableSources)).toEqual([
      ['Bsky'],
      ['Bsky'],
    ]);
    expect(keepFailedSources(compose)).toBe(compose);
  });

  it('a network taken out leaves every post and is disabled', () => {
    const next = withoutSource(thread(post('a'), post('b')), 'Bsky');
    expect(next.posts.map((p) => p.availableSources)).toEqual([['Farcaster'], ['Farcaster']]);
    expect(next.disabledSources).toEqual(['Bsky']);
  });
});
