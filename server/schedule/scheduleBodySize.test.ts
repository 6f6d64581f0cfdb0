import { describe, expect, it } from 'vitest';
import { CAPABILITIES } from '@/domain/capabilities';
import { xWeightedLength } from '@/domain/composer/rules/xWeightedLength';
import { graphemeLength, utf8ByteLength } from '@/domain/composer/rules/textLength';
import { createScheduleBodySchema } from '@/domain/schedule/scheduleContract';
import {
  COMMENT_ON_PLACEHOLDER,
  IN_REPLY_TO_PLACEHOLDER,
} from '@/domain/schedule/schedulePayloads';
import { DEFAULT_BODY_LIMIT, SCHEDULE_BODY_LIMIT } from '../http/bodyLimit';
import { MAX_SCHEDULED_THREAD_POSTS, parseScheduleEntries } from './parseScheduleEntries';

const STORAGE = 'https://storage.polycast.test';
const media = (post: number) =>
  Array.from({ length: 4 }, (_, i) => `${STORAGE}/uploads/${'f'.repeat(64)}-${post}-${i}.jpg`);

/**
 * The largest scheduled thread the composer can make, on every network at
 * once, each post at its network's premium length in the characters that
 * cost the most bytes for what they count:
 * - X: 25,000 weighted characters of Devanagari (weight 1 each, 3 bytes in UTF-8);
 * - Farcaster: 10,000 bytes;
 * - Bluesky: 300 graphemes of a 4-byte emoji;
 * - Lens: the text lives on the storage; the payload names it;
 * and four stored files on each post that carries media.
 */
function largestScheduleBody() {
  const posts = MAX_SCHEDULED_THREAD_POSTS;
  const xText = 'क'.repeat(CAPABILITIES.Twitter.length.pro);
  const farcasterText = 'é'.repeat(CAPABILITIES.Farcaster.length.pro / 2);
  const bskyText = '🦋'.repeat(CAPABILITIES.Bsky.length.pro);
  const tweets = (text: string) =>
    Array.from({ length: posts }, (_, i) => ({
      text,
      ...(i > 0 ? { reply: { in_reply_to_tweet_id: IN_REPLY_TO_PLACEHOLDER } } : {}),
      media: { media_ids: media(i) },
    }));
  const casts = Array.from({ length: posts }, (_, i) => ({
    text: farcasterText,
    embeds: media(i).map((url) => ({ url })),
  }));
  const lens = Array.from({ length: posts }, (_, i) => ({
    operation: 'CreatePost',
    request: {
      contentUri: `${STORAGE}/lens/${'a'.repeat(64)}-${i}.json`,
      ...(i > 0 ? { commentOn: { post: COMMENT_ON_PLACEHOLDER } } : {}),
    },
  }));
  return {
    texts: { xText, farcasterText, bskyText },
    body: {
      scheduleTime: '2030-01-01T12:00:00.000Z',
      posts: [
        {
          platform: 'Twitter',
          platformUserId: '1234567890',
          payload: JSON.stringify(tweets(xText)),
        },
        { platform: 'Farcaster', platformUserId: '12345', payload: JSON.stringify(casts) },
        {
          platform: 'Bsky',
          platformUserId: 'did:plc:polly',
          payload: JSON.stringify(tweets(bskyText)),
        },
        { platform: 'Lens', platformUserId: `0x${'b'.repeat(40)}`, payload: JSON.stringify(lens) },
      ],
      display_info: { content: xText, media_type: ['Text', 'Image'] },
      ua_type: 'web',
      groupId: '0b7e2d7a-5a3e-4c1e-9d8f-2f1a3c4b5d6e',
    },
  };
}

describe("the schedule route's body limit", () => {
  it('fits the largest legitimate scheduled thread with room to spare', () => {
    const { body, texts } = largestScheduleBody();
    // Each text is as long as its network lets it be, no longer.
    expect(xWeightedLength(texts.xText)).toBe(CAPABILITIES.Twitter.length.pro);
    expect(utf8ByteLength(texts.farcasterText)).toBe(CAPABILITIES.Farcaster.length.pro);
    expect(graphemeLength(texts.bskyText)).toBe(CAPABILITIES.Bsky.length.pro);
    // And the server takes it.
    const parsed = createScheduleBodySchema.safeParse(body);
    if (!parsed.success) throw new Error(parsed.error.message);
    expect(parseScheduleEntries(parsed.data.posts, { storageOrigin: STORAGE }).ok).toBe(true);

    const bytes = Buffer.byteLength(JSON.stringify(body));
    // 2,277,567 bytes: more than the default limit, well within the route's own.
    expect(bytes).toBeGreaterThan(DEFAULT_BODY_LIMIT);
    expect(bytes * 1.5).toBeLessThan(SCHEDULE_BODY_LIMIT);
  });
});
