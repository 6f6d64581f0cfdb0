import { isRetryable, type SourceError } from '@/domain/result';

/** Retry timing shared by every outbox (DESIGN.md, "Sync: exactly once"). */
export const BACKOFF_BASE_MS = 1_000;
export const BACKOFF_CAP_MS = 5 * 60_000;
/** A queued call older than this is given up, as Workbox keeps a queue. */
export const MAX_QUEUE_AGE_MS = 7 * 24 * 60 * 60_000;

/**
 * "Full jitter": a uniformly random wait between 0 and the exponential
 * ceiling for this attempt (1-based), capped.
 */
export function fullJitterDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempt - 1));
  return Math.floor(random() * ceiling);
}

/** A Retry-After header (seconds or an HTTP date) as milliseconds from now. */
export { parseRetryAfter } from '@/domain/retryAfter';

/** When to try again: the server's Retry-After when given, else full jitter. */
export function nextRetryAt(
  attempt: number,
  now: number,
  retryAfterMs: number | undefined,
  random?: () => number,
): number {
  return now + (retryAfterMs ?? fullJitterDelay(attempt, random));
}

/**
 * When a job that failed with `error` may run again (its `failures`-th
 * failure): undefined when it must not by itself (a refusal, or `final`);
 * a rate limit's own wait when the network gave one, else full jitter.
 * The outboxes' one rule for it (posts and switches).
 */
export function retryAtAfter(
  error: SourceError,
  failures: number,
  now: number,
  options: { final?: boolean; random?: (() => number) | undefined } = {},
): number | undefined {
  if (options.final || !isRetryable(error)) return undefined;
  const wait = error.kind === 'rate_limited' ? error.retryAfterMs : undefined;
  return Math.round(nextRetryAt(failures, now, wait, options.random));
}

/**
 * Why a job stops trying by itself, if it must (the outboxes' one rule):
 * it has waited past MAX_QUEUE_AGE_MS since `since`, or made `maxAttempts`
 * calls. The reason ends with the last failure the network gave.
 */
export function giveUpReason(
  job: { attempts: number; since: number; lastReason: string | undefined },
  maxAttempts: number,
  now: number,
): string | undefined {
  const last = job.lastReason ?? 'no answer';
  if (now - job.since > MAX_QUEUE_AGE_MS)
    return `Gave up after it waited more than 7 days: ${last}`;
  if (job.attempts >= maxAttempts) return `Gave up after ${job.attempts} attempts: ${last}`;
  return undefined;
}
