import { z } from 'zod/mini';
import { valueOrThrow } from '@/domain/result';
import { call } from './productApi';
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

/** A GET with the session; rejects with the server's words when it fails (the callers say so). */
async function getJson<T>(path: string, schema: z.ZodMiniType<T>, options: AnonymousApiOptions) {
  const { apiBase, token, fetch } = options;
  return valueOrThrow(
    await call({ apiBase, token, ...(fetch ? { fetch } : {}) }, 'GET', path, {
      schema,
      ...(options.signal ? { signal: options.signal } : {}),
    }),
  );
}

/** composer.md §3.9, §7.6: the user's anonymous rate limits and quota, and the shared accounts. */
export async function fetchAnonymousLimits(
  options: AnonymousApiOptions,
): Promise<AnonymousLimitsAnswer> {
  const answer = await getJson('/api/anonymous/rate-limits', limitsAnswerSchema, options);
  const { accounts, ...limits } = answer.data;
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
  const path = `/api/anonymous/posts/${encodeURIComponent(postId)}`;
  return (await getJson(path, statusAnswerSchema, options)).data;
}
