import { z } from 'zod/mini';
import {
  anonymousAccountSchema,
  anonymousPostStatusSchema,
  anonymousQuotaSchema,
  anonymousRateLimitsSchema,
  type AnonymousAccount,
  type AnonymousPostStatus,
  type AnonymousQuota,
  type AnonymousRateLimits,
} from '@/domain/composer/model/anonymous';

/** The product server's session, as the anonymous calls need it. */
export interface AnonymousApiOptions {
  apiBase: string;
  token: string;
  fetch?: typeof fetch;
  signal?: AbortSignal;
}

/** `GET /api/anonymous/rate-limits`: one object that reads as the rate limits and the quota. */
const limitsAnswerSchema = z.object({
  code: z.literal(0),
  data: z.extend(anonymousRateLimitsSchema, {
    ...anonymousQuotaSchema.shape,
    accounts: z.optional(z.array(anonymousAccountSchema)),
  }),
});

export interface AnonymousLimitsAnswer {
  rateLimits: AnonymousRateLimits;
  quota: AnonymousQuota;
  /** The shared accounts' public profiles (the time-out notice links to them). */
  accounts: AnonymousAccount[];
}

const statusAnswerSchema = z.object({ code: z.literal(0), data: anonymousPostStatusSchema });

async function getJson(path: string, options: AnonymousApiOptions): Promise<unknown> {
  const answer = await (options.fetch ?? fetch)(`${options.apiBase}${path}`, {
    headers: { Authorization: `Bearer ${options.token}` },
    ...(options.signal ? { signal: options.signal } : {}),
  });
  if (!answer.ok) throw new Error(`HTTP ${answer.status}`);
  return answer.json();
}

/** composer.md §3.9, §7.6: the user's anonymous rate limits and quota, and the shared accounts. */
export async function fetchAnonymousLimits(
  options: AnonymousApiOptions,
): Promise<AnonymousLimitsAnswer> {
  const parsed = limitsAnswerSchema.safeParse(await getJson('/api/anonymous/rate-limits', options));
  if (!parsed.success) throw new Error('An answer of the wrong shape');
  const { accounts, ...limits } = parsed.data.data;
  return {
    rateLimits: {
      can_post: limits.can_post,
      daily_remaining: limits.daily_remaining,
      copyToAnoncast: limits.copyToAnoncast,
      copyToTwitter: limits.copyToTwitter,
      wait_minutes: limits.wait_minutes,
      wait_seconds: limits.wait_seconds,
    },
    quota: {
      daily_limit: limits.daily_limit,
      daily_remaining: limits.daily_remaining,
      wait_minutes: limits.wait_minutes,
      wait_seconds: limits.wait_seconds,
      canPost: limits.canPost,
    },
    accounts: accounts ?? [],
  };
}

/** composer.md §4.3, §7.6: an anonymous post's status, by its id. */
export async function fetchAnonymousStatus(
  postId: string,
  options: AnonymousApiOptions,
): Promise<AnonymousPostStatus> {
  const parsed = statusAnswerSchema.safeParse(
    await getJson(`/api/anonymous/posts/${encodeURIComponent(postId)}`, options),
  );
  if (!parsed.success) throw new Error('An answer of the wrong shape');
  return parsed.data.data;
}
