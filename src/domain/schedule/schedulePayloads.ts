import { z } from 'zod/mini';
import type { PostSource } from '../networks';

/**
 * composer.md §7.2: a scheduled thread's posts in each platform's own shape.
 * An entry's `payload` is a JSON list of these, thread order. A later post
 * of a thread answers the one before it through a placeholder the server
 * fills in once that post is published.
 *
 * Media are files already on the product's storage (https URLs the app
 * uploaded when it scheduled): a network that keeps uploads only briefly
 * (X media ids, Bluesky blobs) gets them from there when the post goes out.
 */
export const IN_REPLY_TO_PLACEHOLDER = '$$in_reply_to_tweet_id$$';
export const COMMENT_ON_PLACEHOLDER = '$$commentOn$$';

const text = z.string().check(z.maxLength(100_000));
const postId = z.string().check(z.minLength(1), z.maxLength(512));
const httpUrl = z.url({ protocol: /^https?$/ }).check(z.maxLength(2048));
const castId = z.object({
  fid: z.int().check(z.positive()),
  hash: z.string().check(z.regex(/^0x[0-9a-f]{40}$/)),
});

/** Farcaster: embeds (a URL, or a cast quoted), the cast replied to, or the channel. */
export const farcasterScheduledPostSchema = z.object({
  text,
  embeds: z
    .array(z.union([z.object({ url: httpUrl }), z.object({ castId })]))
    .check(z.maxLength(4)),
  embedsDeprecated: z.optional(z.array(httpUrl).check(z.maxLength(0))),
  /** The first post only: a later one answers the post before it. */
  parentCastId: z.optional(castId),
  /** The channel (the first post only). */
  parentUrl: z.optional(httpUrl),
});
export type FarcasterScheduledPost = z.infer<typeof farcasterScheduledPostSchema>;

/** Lens: the CreatePost operation; `contentUri` is the post's metadata on the storage. */
export const lensScheduledPostSchema = z.object({
  operation: z.literal('CreatePost'),
  request: z.object({
    contentUri: z.string().check(z.regex(/^(lens|https?):\/\/\S+$/), z.maxLength(2048)),
    quoteOf: z.optional(z.object({ post: postId })),
    /** A thread's later post: `{post: '$$commentOn$$'}`. */
    commentOn: z.optional(z.object({ post: postId })),
    /** A group's feed (composer.md §3.7). */
    feed: z.optional(z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/))),
  }),
});
export type LensScheduledPost = z.infer<typeof lensScheduledPostSchema>;

/** X and Bluesky share one shape (X API v2's `POST /2/tweets` body). */
export const tweetScheduledPostSchema = z.object({
  text,
  quote_tweet_id: z.optional(postId),
  reply: z.optional(
    z.object({
      /** A thread's later post: '$$in_reply_to_tweet_id$$'. */
      in_reply_to_tweet_id: postId,
      exclude_reply_user_ids: z.optional(z.array(postId).check(z.maxLength(50))),
    }),
  ),
  /** Files on the product's storage (see above), in order. */
  media: z.optional(
    z.object({ media_ids: z.array(httpUrl).check(z.minLength(1), z.maxLength(4)) }),
  ),
  /** composer.md §4.10's values. */
  reply_settings: z.optional(
    z.enum(['Everyone', 'OnlyPeopleYouFollow', 'YouFollower', 'MentionedProfiles', 'Nobody']),
  ),
  poll: z.optional(
    z.object({
      options: z
        .array(z.string().check(z.minLength(1), z.maxLength(25)))
        .check(z.minLength(2), z.maxLength(4)),
      duration_minutes: z.int().check(z.minimum(5), z.maximum(10_080)),
    }),
  ),
});
export type TweetScheduledPost = z.infer<typeof tweetScheduledPostSchema>;

export const SCHEDULED_POST_SCHEMAS = {
  Farcaster: farcasterScheduledPostSchema,
  Lens: lensScheduledPostSchema,
  Twitter: tweetScheduledPostSchema,
  Bsky: tweetScheduledPostSchema,
} as const satisfies Record<PostSource, z.ZodMiniType>;

export type ScheduledPostOf<S extends PostSource> = z.infer<(typeof SCHEDULED_POST_SCHEMAS)[S]>;
