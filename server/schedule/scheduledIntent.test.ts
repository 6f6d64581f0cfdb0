import { describe, expect, it } from 'vitest';
import { parseScheduleEntries, type ParsedScheduleEntry } from './parseScheduleEntries';
import { scheduledIntent, storageReadsOf, type ResolvedScheduleMedia } from './scheduledIntent';

const STORAGE = 'https://storage.example';
const picture = `${STORAGE}/picture`;
const clip = `${STORAGE}/clip`;
const hash = `0x${'ab'.repeat(20)}`;

function entries(list: { platform: string; platformUserId: string; posts: unknown[] }[]) {
  const parsed = parseScheduleEntries(
    list.map((entry) => ({
      platform: entry.platform as ParsedScheduleEntry['platform'],
      platformUserId: entry.platformUserId,
      payload: JSON.stringify(entry.posts),
    })),
    { storageOrigin: STORAGE },
  );
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.value;
}

const resolved: ResolvedScheduleMedia = {
  files: new Map([
    [picture, { kind: 'image', mimeType: 'image/png', size: 70 }],
    [clip, { kind: 'video', mimeType: 'video/mp4', size: 9000 }],
  ]),
  lens: new Map([
    [
      'lens://one',
      {
        text: 'first on Lens',
        media: [{ kind: 'image', ref: 'lens://pic', mimeType: 'image/png' }],
      },
    ],
    ['lens://two', { text: 'second on Lens', media: [] }],
  ]),
};

describe('a scheduled task as the publish intent the app would log (composer.md §7.2)', () => {
  const thread = entries([
    {
      platform: 'Farcaster',
      platformUserId: '42',
      posts: [
        {
          text: 'first',
          embeds: [
            { url: picture },
            { url: 'https://news.example/story' },
            { castId: { fid: 7, hash } },
          ],
          parentUrl: 'https://warpcast.com/~/channel/polycast',
        },
        { text: 'second', embeds: [] },
      ],
    },
    {
      platform: 'Lens',
      platformUserId: '0xlens',
      posts: [
        {
          operation: 'CreatePost',
          request: { contentUri: 'lens://one', quoteOf: { post: '0xquoted' } },
        },
        {
          operation: 'CreatePost',
          request: { contentUri: 'lens://two', commentOn: { post: '$$commentOn$$' } },
        },
      ],
    },
    {
      platform: 'Twitter',
      platformUserId: '1001',
      posts: [
        {
          text: 'first on X',
          reply: { in_reply_to_tweet_id: '555', exclude_reply_user_ids: ['9'] },
          media: { media_ids: [picture, clip] },
          reply_settings: 'MentionedProfiles',
          poll: { options: ['yes', 'no'], duration_minutes: 60 },
        },
        { text: 'second on X', reply: { in_reply_to_tweet_id: '$$in_reply_to_tweet_id$$' } },
      ],
    },
    {
      platform: 'Bsky',
      platformUserId: 'did:plc:me',
      posts: [
        { text: 'first on Bluesky', media: { media_ids: [picture] } },
        { text: 'second on Bluesky', reply: { in_reply_to_tweet_id: '$$in_reply_to_tweet_id$$' } },
      ],
    },
  ]);

  it('names what must be read from the storage first: stored files and Lens documents', () => {
    expect(storageReadsOf(thread)).toEqual({
      files: [picture, 'https://news.example/story', clip],
      lensDocuments: ['lens://one', 'lens://two'],
    });
  });

  it('keeps each platform’s text, media, parents and channel; later posts answer the post before', () => {
    const intent = scheduledIntent(thread, resolved, STORAGE);
    expect(intent.kind).toBe('thread');
    expect(intent.threadGapMs).toBe(1000);
    expect(intent.targets).toEqual([
      { source: 'Farcaster', accountId: '42' },
      { source: 'Lens', accountId: '0xlens' },
      { source: 'Twitter', accountId: '1001' },
      { source: 'Bsky', accountId: 'did:plc:me' },
    ]);
    expect(intent.replyTo).toEqual({ Twitter: '555' });
    expect(intent.quoteOf).toEqual({ Farcaster: `7:${hash}`, Lens: '0xquoted' });
    const [first, second] = intent.posts;
    expect(first?.textBySource).toEqual({
      Farcaster: 'first',
      Lens: 'first on Lens',
      Twitter: 'first on X',
      Bsky: 'first on Bluesky',
    });
    // Farcaster and Lens embed the stored files as they are; a link elsewhere is Farcaster's card.
    expect(first?.media?.Farcaster).toEqual([
      { kind: 'image', ref: picture, mimeType: 'image/png' },
    ]);
    expect(first?.media?.Lens).toEqual([
      { kind: 'image', ref: 'lens://pic', mimeType: 'image/png' },
    ]);
    expect(first?.linkEmbed).toEqual({ url: 'https://news.example/story' });
    expect(first?.channel).toEqual({ Farcaster: 'https://warpcast.com/~/channel/polycast' });
    // X and Bluesky upload the stored files when the post goes out: one file, both networks.
    expect(first?.localMedia).toEqual([
      {
        mediaId: `p0:${picture}`,
        kind: 'image',
        mimeType: 'image/png',
        name: 'picture',
        size: 70,
        sources: ['Twitter', 'Bsky'],
      },
      {
        mediaId: `p0:${clip}`,
        kind: 'video',
        mimeType: 'video/mp4',
        name: 'clip',
        size: 9000,
        sources: ['Twitter'],
      },
    ]);
    expect(first?.poll).toEqual({ options: ['yes', 'no'], durationMinutes: 60 });
    expect(first?.pollSources).toEqual(['Twitter']);
    expect(first?.replyRestriction).toBe('MentionedProfiles');
    expect(first?.excludeReplyUserIds).toEqual(['9']);
    expect(second?.textBySource).toEqual({
      Farcaster: 'second',
      Lens: 'second on Lens',
      Twitter: 'second on X',
      Bsky: 'second on Bluesky',
    });
    expect(second?.localMedia).toBeUndefined();
    expect(second?.channel).toBeUndefined();
  });

  it('a single post is a post, a reply or a quote by what its first post names', () => {
    const one = (post: Record<string, unknown>) =>
      scheduledIntent(
        entries([{ platform: 'Twitter', platformUserId: '1', posts: [post] }]),
        resolved,
        STORAGE,
      ).kind;
    expect(one({ text: 'hi' })).toBe('post');
    expect(one({ text: 'hi', reply: { in_reply_to_tweet_id: '5' } })).toBe('reply');
    expect(one({ text: 'hi', quote_tweet_id: '5' })).toBe('quote');
  });
});

describe('the rules a scheduled thread follows beyond its shape', () => {
  const refused = (platform: string, posts: unknown[]) => {
    const parsed = parseScheduleEntries(
      [
        {
          platform: platform as ParsedScheduleEntry['platform'],
          platformUserId: '1',
          payload: JSON.stringify(posts),
        },
      ],
      { storageOrigin: STORAGE },
    );
    return parsed.ok ? undefined : parsed.message;
  };
  it('refuses parents, quotes and placeholders where they cannot be', () => {
    expect(
      refused('Farcaster', [
        { text: 'a', embeds: [] },
        { text: 'b', embeds: [], parentCastId: { fid: 1, hash } },
      ]),
    ).toBe(
      "posts.0.payload[1]: a thread's later cast answers the one before it; it names no parent or channel",
    );
    expect(
      refused('Lens', [
        {
          operation: 'CreatePost',
          request: { contentUri: 'lens://a', commentOn: { post: '$$commentOn$$' } },
        },
      ]),
    ).toBe("posts.0.payload[0].request.commentOn.post: '$$commentOn$$' has no post before it");
    expect(
      refused('Lens', [
        { operation: 'CreatePost', request: { contentUri: 'https://elsewhere.example/doc' } },
      ]),
    ).toBe("posts.0.payload[0].request.contentUri: must be on the product's storage");
    expect(
      refused('Twitter', [
        { text: 'a' },
        {
          text: 'b',
          quote_tweet_id: '9',
          reply: { in_reply_to_tweet_id: '$$in_reply_to_tweet_id$$' },
        },
      ]),
    ).toBe("posts.0.payload[1].quote_tweet_id: only a thread's first post can quote");
    expect(
      refused('Farcaster', [
        { text: 'a', embeds: [{ url: 'https://one.example' }, { url: 'https://two.example' }] },
      ]),
    ).toBe('posts.0.payload[0].embeds: at most one link besides stored files');
    expect(
      refused(
        'Twitter',
        Array.from({ length: 26 }, (_, i) => ({ text: `${i}` })),
      ),
    ).toBe('posts.0.payload: at most 25 posts in a thread');
    expect(refused('Twitter', [])).toBe(
      'posts.0.payload: a JSON list of at least one post is expected',
    );
  });
});
