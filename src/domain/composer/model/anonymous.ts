import { z } from 'zod/mini';

/** composer.md §3.9: the user's anonymous-posting quota. */
export const anonymousQuotaSchema = z.object({
  daily_limit: z.int().check(z.nonnegative()),
  daily_remaining: z.int().check(z.nonnegative()),
  wait_minutes: z.number().check(z.nonnegative()),
  wait_seconds: z.number().check(z.nonnegative()),
  canPost: z.boolean(),
});
export type AnonymousQuota = z.infer<typeof anonymousQuotaSchema>;

/** composer.md §3.9: rate limits; copyToAnoncast and copyToTwitter are the allowed targets. */
export const anonymousRateLimitsSchema = z.object({
  can_post: z.boolean(),
  daily_remaining: z.int().check(z.nonnegative()),
  copyToAnoncast: z.boolean(),
  copyToTwitter: z.boolean(),
  /** Minutes or seconds to wait before the next anonymous post, where the server says so. */
  wait_minutes: z.optional(z.number().check(z.nonnegative())),
  wait_seconds: z.optional(z.number().check(z.nonnegative())),
});
export type AnonymousRateLimits = z.infer<typeof anonymousRateLimitsSchema>;

/** composer.md §4.3: queued or generating_proof, then sent, or proof_failed or failed. */
export const ANONYMOUS_POST_STATUSES = [
  'queued',
  'generating_proof',
  'sent',
  'proof_failed',
  'failed',
] as const;
export type AnonymousPostStatusValue = (typeof ANONYMOUS_POST_STATUSES)[number];

/** composer.md §3.9: the status of an anonymous post, polled by id. */
export const anonymousPostStatusSchema = z.object({
  status: z.enum(ANONYMOUS_POST_STATUSES),
  cast_hashs: z.array(
    z.object({
      community: z.string(),
      hash: z.string(),
      tweetId: z.optional(z.nullable(z.string())),
    }),
  ),
  error: z.optional(z.nullable(z.string())),
});
export type AnonymousPostStatus = z.infer<typeof anonymousPostStatusSchema>;

/** composer.md §4.3: what a status means for the composer. */
export function anonymousPostOutcome(
  status: AnonymousPostStatusValue,
): 'pending' | 'success' | 'error' {
  if (status === 'sent') return 'success';
  if (status === 'proof_failed' || status === 'failed') return 'error';
  return 'pending';
}

/** composer.md §3.9: a shared anonymous account's public profile (the time-out notice links to it). */
export const anonymousAccountSchema = z.object({
  platform: z.enum(['Farcaster', 'Twitter']),
  platform_id: z.string(),
  handle: z.string(),
});
export type AnonymousAccount = z.infer<typeof anonymousAccountSchema>;

/**
 * composer.md §7.6: what an anonymous post asks the product server for:
 * {text, embeds[url], quote, parent, channel, postToTwitter}, and
 * `postToFarcaster` (the product server's own: a post for X alone says so).
 * `quote` and `parent` are post ids on the one network they go to.
 */
export const anonymousPostBodySchema = z.object({
  text: z.string().check(z.maxLength(10_000)),
  embeds: z.array(z.string()),
  quote: z.nullable(z.string()),
  parent: z.nullable(z.string()),
  channel: z.nullable(z.string()),
  postToTwitter: z.boolean(),
  postToFarcaster: z.boolean(),
});
export type AnonymousPostBody = z.infer<typeof anonymousPostBodySchema>;
