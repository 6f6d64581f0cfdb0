import { describe, expect, it } from 'vitest';
import type { XMedia, XUser } from './xSchemas';
import { xTweetToPost, type XIncluded } from './xTweetToPost';

/** Objects shaped as X API v2 answers them (docs.x.com), with made-up ids. */
const ada: XUser = {
  id: '11',
  username: 'ada_onchain',
  name: 'Ada',
  profile_image_url: 'https://pbs.twimg.com/profile_images/1/a_normal.jpg',
  public_metrics: { followers_count: 12, following_count: 4, tweet_count: 30 },
  connection_status: ['following', 'followed_by'],
};
const sam: XUser = { id: '22', username: 'satoshi_fan', name: 'Sam' };

const photo: XMedia = {
  media_key: '3_100',
  type: 'photo',
  url: 'https://pbs.twimg.com/media/a.jpg',
  width: 1200,
  height: 675,
  alt_text: 'A window',
};
const gif: XMedia = {
  media_key: '16_200',
  type: 'animated_gif',
  preview_image_url: 'https://pbs.twimg.com/tweet_video_thumb/b.jpg',
  width: 480,
  height: 270,
  variants: [{ bit_rate: 0, content_type: 'video/mp4', url: 'https://video.twimg.com/b.mp4' }],
};
const video: XMedia = {
  media_key: '7_300',
  type: 'video',
  preview_image_url: 'https://pbs.twimg.com/ext_tw_video_thumb/c.jpg',
  width: 1280,
  height: 720,
  variants: [
    { content_type: 'application/x-mpegURL', url: 'https://video.twimg.com/c.m3u8' },
    { bit_rate: 2_176_000, content_type: 'video/mp4', url: 'https://video.twimg.com/c-720.mp4' },
    { bit_rate: 832_000, content_type: 'video/mp4', url: 'https://video.twimg.com/c-360.mp4' },
  ],
};

const tweet = (fields: Record<string, unknown>) => ({
  id: '1000',
  text: 'hello',
  author_id: '11',
  created_at: '2026-11-20T10:00:00.000Z',
  edit_history_tweet_ids: ['1000'],
  public_metrics: { reply_count: 1, retweet_count: 2, like_count: 3, quote_count: 4 },
  ...fields,
});

const included = (more: Partial<XIncluded> = {}): XIncluded => ({
  users: new Map([
    [ada.id, ada],
    [sam.id, sam],
  ]),
  tweets: new Map(),
  media: [photo, gif, video],
  ...more,
});

const post = (raw: unknown, with_: XIncluded = included()) => {
  const parsed = xTweetToPost(raw, with_);
  if (!parsed.ok) throw new Error(parsed.reason);
  return parsed.value;
};

describe('an X tweet as a Post', () => {
  it('reads the author, counts, the x.com address and the connection', () => {
    expect(post(tweet({}))).toEqual({
      source: 'Twitter',
      id: '1000',
      url: 'https://x.com/ada_onchain/status/1000',
      author: {
        source: 'Twitter',
        id: '11',
        handle: 'ada_onchain',
        displayName: 'Ada',
        avatarUrl: 'https://pbs.twimg.com/profile_images/1/a_400x400.jpg',
        followers: 12,
        following: 4,
        posts: 30,
        viewer: { following: true, followedBy: true, muted: false, blocking: false },
      },
      text: 'hello',
      createdAt: '2026-11-20T10:00:00.000Z',
      media: [],
      counts: { replies: 1, reposts: 2, likes: 3, quotes: 4 },
    });
  });

  it('expands t.co links, drops the media link, unescapes X’s entities', () => {
    const text = 'Q&amp;A &lt;3 https://t.co/aaa https://t.co/ppp';
    const shown = post(
      tweet({
        text,
        attachments: { media_keys: ['3_100'] },
        entities: {
          urls: [
            {
              start: 12,
              end: 29,
              url: 'https://t.co/aaa',
              expanded_url: 'https://polycast.test/a',
            },
            {
              start: 30,
              end: 46,
              url: 'https://t.co/ppp',
              expanded_url: 'https://x.com/ada_onchain/status/1000/photo/1',
              media_key: '3_100',
            },
          ],
        },
      }),
    );
    expect(shown.text).toBe('Q&A <3 https://polycast.test/a');
    expect(shown.media).toEqual([
      {
        kind: 'image',
        url: 'https://pbs.twimg.com/media/a.jpg',
        alt: 'A window',
        width: 1200,
        height: 675,
      },
    ]);
    expect(shown.link).toBeUndefined();
  });

  it('plays a GIF and a video from their best MP4, with the still as cover', () => {
    expect(post(tweet({ attachments: { media_keys: ['16_200'] } })).media).toEqual([
      {
        kind: 'gif',
        url: 'https://video.twimg.com/b.mp4',
        width: 480,
        height: 270,
        coverUrl: 'https://pbs.twimg.com/tweet_video_thumb/b.jpg',
      },
    ]);
    expect(post(tweet({ attachments: { media_keys: ['7_300'] } })).media).toEqual([
      expect.objectContaining({ kind: 'video', url: 'https://video.twimg.com/c-720.mp4' }),
    ]);
  });

  it('shows a link card from what X read of the page', () => {
    const shown = post(
      tweet({
        text: 'notes https://t.co/nnn',
        entities: {
          urls: [
            {
              start: 6,
              end: 22,
              url: 'https://t.co/nnn',
              expanded_url: 'https://polycast.test/n',
              unwound_url: 'https://polycast.test/notes',
              title: 'Notes',
              description: 'What we learnt',
              images: [{ url: 'https://pbs.twimg.com/card_img/1.jpg', width: 600, height: 314 }],
            },
          ],
        },
      }),
    );
    expect(shown.link).toEqual({
      url: 'https://polycast.test/notes',
      title: 'Notes',
      description: 'What we learnt',
      imageUrl: 'https://pbs.twimg.com/card_img/1.jpg',
    });
  });

  it('carries the quoted tweet, its link gone from the text, and a reply’s parent', () => {
    const quoted = tweet({ id: '900', author_id: '22', text: 'original words' });
    const shown = post(
      tweet({
        text: '@satoshi_fan this https://t.co/qqq',
        display_text_range: [13, 34],
        entities: {
          mentions: [{ start: 0, end: 12, username: 'satoshi_fan', id: '22' }],
          urls: [
            {
              start: 18,
              end: 34,
              url: 'https://t.co/qqq',
              expanded_url: 'https://twitter.com/satoshi_fan/status/900',
            },
          ],
        },
        referenced_tweets: [
          { type: 'replied_to', id: '800' },
          { type: 'quoted', id: '900' },
        ],
      }),
      included({ tweets: new Map([['900', quoted]]) }),
    );
    expect(shown).toMatchObject({
      text: 'this',
      replyTo: '800',
      quoteOf: '900',
      quote: { id: '900', text: 'original words', author: { handle: 'satoshi_fan' } },
      mentions: [{ id: '22', handle: 'satoshi_fan' }],
    });
    // The parent's author is not named: the tweet did not say whom it replies to.
    expect(shown.replyToAuthor).toBeUndefined();
    // A quote X did not send along: the id is kept, the card is not made up.
    const alone = post(tweet({ referenced_tweets: [{ type: 'quoted', id: '901' }] }));
    expect(alone.quoteOf).toBe('901');
    expect(alone.quote).toBeUndefined();
  });

  it('names whom a reply answers, from in_reply_to_user_id and includes.users', () => {
    const reply = tweet({
      text: '@satoshi_fan agreed',
      display_text_range: [13, 19],
      in_reply_to_user_id: '22',
      referenced_tweets: [{ type: 'replied_to', id: '800' }],
    });
    expect(post(reply)).toMatchObject({
      text: 'agreed',
      replyTo: '800',
      replyToAuthor: { id: '22', handle: 'satoshi_fan' },
    });
    // A user X did not send along is not made up; a tweet that is no reply names nobody.
    const unknown = post({ ...reply, in_reply_to_user_id: '33' });
    expect(unknown.replyTo).toBe('800');
    expect(unknown.replyToAuthor).toBeUndefined();
    expect(post(tweet({ in_reply_to_user_id: '22' })).replyToAuthor).toBeUndefined();
  });

  it('shows a retweet as its original, with who retweeted it and when', () => {
    const original = tweet({ id: '900', author_id: '22', text: 'worth reading' });
    const retweet = tweet({
      id: '1001',
      text: 'RT @satoshi_fan: worth reading',
      created_at: '2026-11-21T08:00:00.000Z',
      referenced_tweets: [{ type: 'retweeted', id: '900' }],
    });
    expect(post(retweet, included({ tweets: new Map([['900', original]]) }))).toMatchObject({
      id: '900',
      text: 'worth reading',
      author: { handle: 'satoshi_fan' },
      url: 'https://x.com/satoshi_fan/status/900',
      repostedBy: { handle: 'ada_onchain' },
      repostedAt: '2026-11-21T08:00:00.000Z',
    });
  });

  it('reads a long post’s whole text from note_tweet', () => {
    const whole = 'a'.repeat(400);
    expect(post(tweet({ text: `${'a'.repeat(275)}…`, note_tweet: { text: whole } })).text).toBe(
      whole,
    );
  });

  it('says why a tweet cannot be shown: no time, no author, a retweet without its original', () => {
    const { created_at: _, ...timeless } = tweet({});
    expect(xTweetToPost(timeless, included())).toEqual({
      ok: false,
      id: '1000',
      reason: expect.stringContaining('created_at'),
    });
    expect(xTweetToPost(tweet({ author_id: '99' }), included())).toEqual({
      ok: false,
      id: '1000',
      reason: 'Its author (99) is not in includes.users',
    });
    expect(
      xTweetToPost(tweet({ referenced_tweets: [{ type: 'retweeted', id: '5' }] }), included()),
    ).toMatchObject({ ok: false, reason: expect.stringContaining('tweet 5 is not in includes') });
    expect(xTweetToPost('nonsense', included())).toMatchObject({ ok: false });
  });
});
