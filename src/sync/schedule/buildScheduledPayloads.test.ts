import { describe, expect, it } from 'vitest';
import type { PublishPost } from '@/events/types/publishEvents';
import { createScheduleBodySchema } from '@/domain/schedule/scheduleContract';
import {
  COMMENT_ON_PLACEHOLDER,
  IN_REPLY_TO_PLACEHOLDER,
} from '@/domain/schedule/schedulePayloads';
import { buildCreateScheduleBody } from './buildCreateScheduleBody';
import {
  displayInfoOf,
  farcasterScheduledPost,
  lensScheduledPost,
  scheduledPostsFor,
  tweetScheduledPost,
  type ScheduledThread,
  type StoredForSchedule,
} from './buildScheduledPayloads';
import { scheduledLensMetadata } from './scheduledLensMetadata';

const targets = [
  { source: 'Farcaster', accountId: '1001' },
  { source: 'Lens', accountId: '0x' + 'a'.repeat(40) },
  { source: 'Twitter', accountId: 'x-42' },
  { source: 'Bsky', accountId: 'did:plc:alice' },
] as const;

const image = (mediaId: string) => ({
  mediaId,
  kind: 'image' as const,
  mimeType: 'image/png',
  name: `${mediaId}.png`,
  size: 10,
  width: 640,
  height: 480,
});

const stored: StoredForSchedule = {
  files: {
    'media:img-1': { url: 'http://127.0.0.1:9/files/aa', uri: 'lens://aa' },
    'media:img-2': { url: 'http://127.0.0.1:9/files/bb', uri: 'lens://bb' },
    'lens:0': { url: 'http://127.0.0.1:9/files/m0', uri: 'lens://m0' },
    'lens:1': { url: 'http://127.0.0.1:9/files/m1', uri: 'lens://m1' },
  },
  framePolls: {},
};

const thread = (posts: PublishPost[], extra: Partial<ScheduledThread> = {}): ScheduledThread => ({
  targets: [...targets],
  posts,
  ...extra,
});

describe('scheduled payloads (composer.md §7.2)', () => {
  it('a single post with two images: each network its own shape, files by their storage address', () => {
    const one = thread([{ text: 'Hello #polycast', localMedia: [image('img-1'), image('img-2')] }]);
    expect(farcasterScheduledPost(one, 0, stored)).toEqual({
      text: 'Hello #polycast',
      embeds: [{ url: 'http://127.0.0.1:9/files/aa' }, { url: 'http://127.0.0.1:9/files/bb' }],
      embedsDeprecated: [],
    });
    expect(lensScheduledPost(one, 0, stored)).toEqual({
      operation: 'CreatePost',
      request: { contentUri: 'lens://m0' },
    });
    for (const source of ['Twitter', 'Bsky'] as const) {
      expect(tweetScheduledPost(source, one, 0, stored)).toEqual({
        text: 'Hello #polycast',
        media: { media_ids: ['http://127.0.0.1:9/files/aa', 'http://127.0.0.1:9/files/bb'] },
      });
    }
  });

  it('a thread: later posts answer the one before through the placeholders', () => {
    const two = thread([{ text: 'first' }, { text: 'second' }]);
    expect(scheduledPostsFor('Twitter', two, stored)).toEqual([
      { text: 'first' },
      { text: 'second', reply: { in_reply_to_tweet_id: IN_REPLY_TO_PLACEHOLDER } },
    ]);
    expect(scheduledPostsFor('Bsky', two, stored)?.[1]).toMatchObject({
      reply: { in_reply_to_tweet_id: '$$in_reply_to_tweet_id$$' },
    });
    expect(scheduledPostsFor('Lens', two, stored)).toEqual([
      { operation: 'CreatePost', request: { contentUri: 'lens://m0' } },
      {
        operation: 'CreatePost',
        request: { contentUri: 'lens://m1', commentOn: { post: COMMENT_ON_PLACEHOLDER } },
      },
    ]);
    // Farcaster: the server answers the previous cast; no parent in the payload.
    expect(scheduledPostsFor('Farcaster', two, stored)?.[1]).toEqual({
      text: 'second',
      embeds: [],
      embedsDeprecated: [],
    });
  });

  it('a reply and a quote name the parent on each network (first post only)', () => {
    const hash = '0x' + '1'.repeat(40);
    const reply = thread([{ text: 'me too', excludeReplyUserIds: ['u9'] }, { text: 'and more' }], {
      replyTo: { Farcaster: `77:${hash}`, Lens: 'lens-post-1', Twitter: 't-1', Bsky: 'at://b/1' },
    });
    expect(farcasterScheduledPost(reply, 0, stored)?.parentCastId).toEqual({ fid: 77, hash });
    expect(lensScheduledPost(reply, 0, stored)?.request.commentOn).toEqual({ post: 'lens-post-1' });
    expect(tweetScheduledPost('Twitter', reply, 0, stored)?.reply).toEqual({
      in_reply_to_tweet_id: 't-1',
      exclude_reply_user_ids: ['u9'],
    });
    expect(tweetScheduledPost('Twitter', reply, 1, stored)?.reply).toEqual({
      in_reply_to_tweet_id: IN_REPLY_TO_PLACEHOLDER,
    });

    const quote = thread([{ text: 'look' }], {
      quoteOf: { Farcaster: `77:${hash}`, Lens: 'lens-post-1', Twitter: 't-1', Bsky: 'at://b/1' },
    });
    expect(farcasterScheduledPost(quote, 0, stored)?.embeds).toEqual([
      { castId: { fid: 77, hash } },
    ]);
    expect(lensScheduledPost(quote, 0, stored)?.request.quoteOf).toEqual({ post: 'lens-post-1' });
    expect(tweetScheduledPost('Bsky', quote, 0, stored)?.quote_tweet_id).toBe('at://b/1');
  });

  it('a channel, a link card, a reply restriction', () => {
    const post = thread([
      {
        text: 'see https://example.com',
        linkEmbed: { url: 'https://example.com' },
        channel: { Farcaster: 'https://warpcast.com/~/channel/dev', Lens: '0x' + 'b'.repeat(40) },
        replyRestriction: 'MentionedProfiles',
      },
    ]);
    expect(farcasterScheduledPost(post, 0, stored)).toMatchObject({
      embeds: [{ url: 'https://example.com' }],
      parentUrl: 'https://warpcast.com/~/channel/dev',
    });
    expect(lensScheduledPost(post, 0, stored)?.request.feed).toBe('0x' + 'b'.repeat(40));
    expect(tweetScheduledPost('Twitter', post, 0, stored)?.reply_settings).toBe(
      'MentionedProfiles',
    );
  });

  it('a poll: native on X, the frame link in the text on Farcaster and Lens', () => {
    const withPoll = thread([
      {
        text: 'Tea or coffee?',
        poll: { options: ['Tea', 'Coffee'], durationMinutes: 1440 },
        pollSources: ['Twitter'],
        framePoll: {
          title: 'Tea or coffee?',
          choices: ['Tea', 'Coffee'],
          type: 'Single',
          durationSeconds: 86400,
          strategies: 'None',
          sources: ['Farcaster', 'Lens'],
        },
      },
    ]);
    const withFrame = {
      ...stored,
      framePolls: { 0: { frameUrl: 'http://127.0.0.1:9/frames/p1' } },
    };
    expect(tweetScheduledPost('Twitter', withPoll, 0, withFrame)).toEqual({
      text: 'Tea or coffee?',
      poll: { options: ['Tea', 'Coffee'], duration_minutes: 1440 },
    });
    expect(tweetScheduledPost('Bsky', withPoll, 0, withFrame)).toEqual({ text: 'Tea or coffee?' });
    expect(farcasterScheduledPost(withPoll, 0, withFrame)?.text).toBe(
      'Tea or coffee?\nhttp://127.0.0.1:9/frames/p1',
    );
    const metadata = scheduledLensMetadata('INTENT', withPoll, 0, withFrame, 'alice');
    expect(metadata).toMatchObject({
      lens: {
        id: 'INTENT:Lens:0',
        title: 'Post by #alice',
        content: 'Tea or coffee?\nhttp://127.0.0.1:9/frames/p1',
      },
    });
  });

  it('Lens metadata refers to files by their lens:// address', () => {
    const one = thread([{ text: 'pic', localMedia: [image('img-1')] }]);
    expect(scheduledLensMetadata('I', one, 0, stored, 'alice')).toMatchObject({
      lens: { mainContentFocus: 'IMAGE', image: { item: 'lens://aa', type: 'image/png' } },
    });
  });

  it('a file going to some networks only is left out of the others', () => {
    const one = thread([{ text: 'pic', localMedia: [{ ...image('img-1'), sources: ['Bsky'] }] }]);
    expect(tweetScheduledPost('Twitter', one, 0, stored)?.media).toBeUndefined();
    expect(tweetScheduledPost('Bsky', one, 0, stored)?.media?.media_ids).toEqual([
      'http://127.0.0.1:9/files/aa',
    ]);
  });

  it('nothing is built while a file is not stored', () => {
    const one = thread([{ text: 'pic', localMedia: [image('img-3')] }]);
    expect(farcasterScheduledPost(one, 0, stored)).toBeUndefined();
    expect(scheduledPostsFor('Bsky', one, stored)).toBeUndefined();
    expect(
      lensScheduledPost(thread([{ text: 'a' }, { text: 'b' }, { text: 'c' }]), 2, stored),
    ).toBeUndefined();
    expect(scheduledLensMetadata('I', one, 0, stored, 'alice')).toBeUndefined();
  });
});

describe('display info (composer.md §3.8)', () => {
  it('the first text and what the thread carries, in a fixed order', () => {
    expect(displayInfoOf([{ text: 'hello' }])).toEqual({ content: 'hello', media_type: ['Text'] });
    expect(
      displayInfoOf([
        { text: 'one', poll: { options: ['a', 'b'], durationMinutes: 60 } },
        {
          text: '',
          localMedia: [image('x'), { ...image('v'), kind: 'video', mimeType: 'video/mp4' }],
        },
      ]),
    ).toEqual({ content: 'one', media_type: ['Text', 'Image', 'Video', 'Vote'] });
  });
});

describe('the create body', () => {
  const groupId = '01936b9e-0c2a-8b3d-9e4f-5a6b7c8d9e0f';
  const scheduleTime = Date.UTC(2026, 10, 24, 9, 30);

  it('is valid against the shared contract: one entry per network, payloads as JSON lists', () => {
    const built = buildCreateScheduleBody(
      {
        ...thread([{ text: 'first', localMedia: [image('img-1')] }, { text: 'second' }]),
        groupId,
        scheduleTime,
      },
      stored,
    );
    expect(built.ok).toBe(true);
    if (!built.ok) return;
    expect(createScheduleBodySchema.safeParse(built.body).success).toBe(true);
    expect(built.body).toMatchObject({
      scheduleTime: '2026-11-24T09:30:00.000Z',
      ua_type: 'web',
      groupId,
      display_info: { content: 'first', media_type: ['Text', 'Image'] },
    });
    expect(built.body.posts.map((p) => [p.platform, p.platformUserId])).toEqual(
      targets.map((t) => [t.source, t.accountId]),
    );
    const x = JSON.parse(built.body.posts[2]?.payload ?? '[]') as unknown[];
    expect(x).toHaveLength(2);
  });

  it('says what is missing, or why the posts cannot be a task', () => {
    const missing = buildCreateScheduleBody(
      { ...thread([{ text: 'x', localMedia: [image('nope')] }]), groupId, scheduleTime },
      stored,
    );
    expect(missing).toEqual({ ok: false, kind: 'incomplete', source: 'Farcaster' });
    const badPoll = buildCreateScheduleBody(
      {
        targets: [{ source: 'Twitter', accountId: 'x' }],
        posts: [{ text: 'q', poll: { options: ['a', 'b'], durationMinutes: 1 } }],
        groupId,
        scheduleTime,
      },
      stored,
    );
    expect(badPoll).toMatchObject({ ok: false, kind: 'invalid' });
  });
});
