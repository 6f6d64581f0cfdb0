import { z } from 'zod/mini';
import { tweetEntitiesSchema } from './xTweetText';

/**
 * X API v2 objects as the adapters read them: what they rely on is
 * required, the rest optional (X sends only the `*.fields` asked for).
 */

/** A Tweet (`tweet.fields`). */
export const tweetSchema = z.object({
  id: z.string(),
  text: z.string(),
  author_id: z.string(),
  created_at: z.optional(z.string()),
  conversation_id: z.optional(z.string()),
  in_reply_to_user_id: z.optional(z.string()),
  referenced_tweets: z.optional(z.array(z.object({ type: z.string(), id: z.string() }))),
  attachments: z.optional(z.object({ media_keys: z.optional(z.array(z.string())) })),
  entities: z.optional(tweetEntitiesSchema),
  display_text_range: z.optional(z.tuple([z.number(), z.number()])),
  public_metrics: z.optional(
    z.object({
      reply_count: z.optional(z.number()),
      retweet_count: z.optional(z.number()),
      like_count: z.optional(z.number()),
      quote_count: z.optional(z.number()),
    }),
  ),
  /** A post longer than 280 characters: `text` holds its start, this the whole. */
  note_tweet: z.optional(z.object({ text: z.string(), entities: z.optional(tweetEntitiesSchema) })),
  /** The X Community it was posted in. */
  community_id: z.optional(z.string()),
});
export type XTweet = z.infer<typeof tweetSchema>;

/** A User (`user.fields`). */
export const userSchema = z.object({
  id: z.string(),
  username: z.string(),
  name: z.string(),
  profile_image_url: z.optional(z.string()),
  profile_banner_url: z.optional(z.string()),
  description: z.optional(z.string()),
  public_metrics: z.optional(
    z.object({
      followers_count: z.optional(z.number()),
      following_count: z.optional(z.number()),
      tweet_count: z.optional(z.number()),
    }),
  ),
  /** How the signed-in user and this one relate: `following`, `followed_by`, `muting`, `blocking`… */
  connection_status: z.optional(z.array(z.string())),
});
export type XUser = z.infer<typeof userSchema>;

/** A media object (`media.fields`): a photo's `url`; a GIF's or video's still and renditions. */
export const mediaSchema = z.object({
  media_key: z.string(),
  type: z.string(),
  url: z.optional(z.string()),
  preview_image_url: z.optional(z.string()),
  alt_text: z.optional(z.string()),
  width: z.optional(z.number()),
  height: z.optional(z.number()),
  duration_ms: z.optional(z.number()),
  variants: z.optional(
    z.array(
      z.object({ bit_rate: z.optional(z.number()), content_type: z.string(), url: z.string() }),
    ),
  ),
});
export type XMedia = z.infer<typeof mediaSchema>;
