import { describe, expect, it } from 'vitest';
import { lensPostView } from './lensPostView';

/** A post as POST_FIELDS asks for it, with what a test changes. */
const answer = (overrides: Record<string, unknown> = {}) => ({
  __typename: 'Post',
  id: '1795624082063000',
  slug: '624082063000',
  timestamp: '2026-11-25T16:28:02.063Z',
  isDeleted: false,
  contentUri: 'lens://abc',
  author: { address: '0xA', username: { localName: 'ada' }, metadata: null, operations: null },
  metadata: { __typename: 'TextOnlyMetadata', id: 'm1', content: 'Hi @lens/bea and #0xG' },
  mentions: [
    { __typename: 'AccountMention', account: '0xB', replace: { from: '@lens/bea', to: '@bea' } },
    { __typename: 'GroupMention', group: '0xG', replace: { from: '#0xG', to: '#clubs' } },
  ],
  commentOn: null,
  quoteOf: null,
  feed: { address: '0xF', group: null },
  stats: { comments: 1, reposts: 2, reactions: 3, quotes: 4 },
  operations: null,
  ...overrides,
});

describe('lensPostView', () => {
  it('shows mentions as the API says to, and names the accounts', () => {
    const post = lensPostView(answer());
    expect(post).toMatchObject({
      ok: true,
      value: {
        text: 'Hi @bea and #clubs',
        mentions: [{ id: '0xB', handle: 'bea' }],
        url: 'https://hey.xyz/posts/624082063000',
        counts: { replies: 1, reposts: 2, likes: 3, quotes: 4 },
      },
    });
    expect(post.ok && post.value.viewer).toBeUndefined();
  });

  it('reads a GIF by its type, a video with its cover, and keeps the order', () => {
    const media = (m: Record<string, unknown>) => ({
      altTag: null,
      width: null,
      height: null,
      ...m,
    });
    const post = lensPostView(
      answer({
        metadata: {
          __typename: 'VideoMetadata',
          id: 'm2',
          content: 'clip',
          video: media({ item: 'https://v', cover: 'https://c', width: 640, height: 360 }),
          attachments: [media({ __typename: 'MediaImage', item: 'https://g', type: 'GIF' })],
        },
      }),
    );
    expect(post.ok && post.value.media).toEqual([
      { kind: 'video', url: 'https://v', coverUrl: 'https://c', width: 640, height: 360 },
      { kind: 'gif', url: 'https://g' },
    ]);
  });

  it('refuses metadata that does not follow the standard, saying so', () => {
    expect(lensPostView(answer({ metadata: { __typename: 'UnknownPostMetadata' } }))).toEqual({
      ok: false,
      id: '1795624082063000',
      reason: 'Its metadata does not follow the Lens metadata standard.',
    });
    expect(lensPostView(answer({ metadata: { __typename: 'EventMetadata' } }))).toMatchObject({
      ok: false,
      reason: 'Its metadata is of a kind not shown here (EventMetadata).',
    });
  });

  it('names whom a comment answers: the username, or the address when there is none', () => {
    const commentOn = (author: unknown) => lensPostView(answer({ commentOn: { id: '7', author } }));
    expect(commentOn({ address: '0xB', username: { localName: 'bea' } })).toMatchObject({
      ok: true,
      value: { replyTo: '7', replyToAuthor: { id: '0xB', handle: 'bea' } },
    });
    expect(commentOn({ address: '0xC', username: null })).toMatchObject({
      value: { replyToAuthor: { id: '0xC', handle: '0xC' } },
    });
    // An answer without the author (an older query) still shows the post, naming nobody.
    const bare = lensPostView(answer({ commentOn: { id: '7' } }));
    expect(bare.ok && bare.value.replyTo).toBe('7');
    expect(bare.ok && bare.value.replyToAuthor).toBeUndefined();
  });

  it('keeps a quote whose quoted post does not parse, naming it by id', () => {
    const post = lensPostView(answer({ quoteOf: { id: '42', metadata: { __typename: 'X' } } }));
    expect(post.ok && post.value.quoteOf).toBe('42');
    expect(post.ok && post.value.quote).toBeUndefined();
  });
});
