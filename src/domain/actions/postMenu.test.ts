import { SOURCE_LABELS } from '../networks';
import { describe, expect, it } from 'vitest';
import type { PostSource } from '../networks';
import { postMenuItems, type PostMenuInput } from './postMenu';

const author = (source: PostSource) => ({
  source,
  id: 'author-1',
  handle: 'ada',
  displayName: 'Ada',
});

const menu = (source: PostSource, more: Partial<PostMenuInput> = {}) =>
  postMenuItems({ post: { source, author: author(source) }, readerId: 'reader-9', ...more });

const actions = (items: ReturnType<typeof postMenuItems>) => items.map((i) => i.action);

describe('a post’s more menu (reading.md §2.11)', () => {
  it('shows its author Delete alone, asked first, naming the network', () => {
    for (const source of ['Bsky', 'Farcaster', 'Lens', 'Twitter'] as const) {
      expect(menu(source, { readerId: 'author-1' })).toEqual([
        {
          action: 'delete',
          label: 'Delete post',
          confirm: `Delete this post from ${SOURCE_LABELS[source]}? This cannot be undone.`,
        },
      ]);
    }
  });

  it('offers report on Lens and Farcaster only', () => {
    expect(actions(menu('Lens'))).toEqual(['follow', 'report', 'mute', 'block']);
    expect(actions(menu('Farcaster'))).toEqual(['follow', 'report', 'mute', 'block']);
    expect(actions(menu('Bsky'))).toEqual(['follow', 'mute', 'block']);
    expect(actions(menu('Twitter'))).toEqual(['follow', 'mute', 'block']);
  });

  it('says a post the reader reported is reported, not to be reported again', () => {
    expect(menu('Lens', { reported: true }).find((i) => i.action.startsWith('report'))).toEqual({
      action: 'reported',
      label: 'Reported',
      disabled: true,
    });
    expect(menu('Farcaster').find((i) => i.action.startsWith('report'))).toEqual({
      action: 'report',
      label: 'Report post',
      confirm: 'Report this post to Farcaster? A report cannot be taken back.',
    });
  });

  it('follows, unfollows or says the follow is pending, naming the @handle', () => {
    expect(menu('Bsky')[0]).toEqual({ action: 'follow', label: 'Follow @ada' });
    expect(menu('Bsky', { relation: { following: true } })[0]).toEqual({
      action: 'unfollow',
      label: 'Unfollow @ada',
    });
    expect(menu('Lens', { relation: { followPending: true, following: false } })[0]).toEqual({
      action: 'followPending',
      label: 'Follow pending',
      disabled: true,
    });
  });

  it('blocks only after asking, naming the @handle; unblocks without asking', () => {
    const block = menu('Bsky').find((i) => i.action === 'block');
    expect(block?.label).toBe('Block @ada');
    expect(block?.confirm).toMatch(/^Block @ada\?/);
    const unblock = menu('Bsky', { relation: { blocking: true } }).find(
      (i) => i.action === 'unblock',
    );
    expect(unblock).toEqual({ action: 'unblock', label: 'Unblock @ada' });
    expect(
      actions(menu('Bsky', { relation: { muted: true } })).filter((a) => a.endsWith('mute')),
    ).toEqual(['unmute']);
  });

  it('blocks or unblocks a Farcaster post’s channel, with its / prefix; no other network', () => {
    const inChannel = { channel: { id: 'art', name: 'art' } };
    const cast = (more: Partial<PostMenuInput> = {}) =>
      postMenuItems({
        post: { source: 'Farcaster', author: author('Farcaster'), ...inChannel },
        readerId: 'reader-9',
        ...more,
      });
    expect(cast().find((i) => i.action === 'blockChannel')?.label).toBe('Block /art');
    expect(cast({ channelBlocked: true }).find((i) => i.action === 'unblockChannel')?.label).toBe(
      'Unblock /art',
    );
    const lensGroupPost = postMenuItems({
      post: { source: 'Lens', author: author('Lens'), ...inChannel },
      readerId: 'reader-9',
    });
    expect(actions(lensGroupPost)).not.toContain('blockChannel');
  });

  it('hides an X post’s menu from a reader not signed in to X, not the others’', () => {
    expect(menu('Twitter', { readerId: undefined })).toEqual([]);
    expect(actions(menu('Bsky', { readerId: undefined }))).toEqual(['follow', 'mute', 'block']);
  });

  it('gives a bridged microblog post the reduced menu, whoever reads it', () => {
    const bridged = postMenuItems({
      post: {
        source: 'Bsky',
        author: author('Bsky'),
        externalMicroblog: { url: 'https://mastodon.example/@ada/1' },
      },
      readerId: 'author-1',
    });
    expect(bridged.map((i) => i.label)).toEqual(['Copy link', 'Compose with link', 'Open link']);
  });
});
