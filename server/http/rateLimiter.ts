import type { Context, Env, MiddlewareHandler } from 'hono';
import type { ServerDatabase } from '../storage/openServerDatabase';

/** At most `limit` requests per `windowMs`, per key. */
export interface RateRule {
  limit: number;
  windowMs: number;
}

export type RateOutcome = { ok: true } | { ok: false; retryAfterMs: number };

/** Windows that ended this long ago are swept away (longer than any rule's window). */
const SWEEP_AFTER_MS = 24 * 60 * 60_000;
const SWEEP_EVERY_MS = 60_000;

/**
 * Fixed-window counters in the server's database, so every process sharing
 * it counts the same requests (a limit kept in one process's memory is
 * multiplied by the number of processes). One statement counts a request and
 * answers the window's total, so two processes cannot both take the last one.
 */
export function createRateLimiter(db: ServerDatabase, now: () => number = Date.now) {
  const count = db.prepare(
    `INSERT INTO rate_limit_windows (key, window_start, count) VALUES (@key, @now, 1)
     ON CONFLICT (key) DO UPDATE SET
       count = CASE WHEN window_start <= @cutoff THEN 1 ELSE count + 1 END,
       window_start = CASE WHEN window_start <= @cutoff THEN @now ELSE window_start END
     RETURNING window_start, count`,
  );
  const sweep = db.prepare('DELETE FROM rate_limit_windows WHERE window_start < ?');
  let sweptAt = 0;

  return {
    /** Counts one request against `key`; refused (with the wait) past the rule's limit. */
    take(key: string, rule: RateRule): RateOutcome {
      const at = now();
      if (at - sweptAt > SWEEP_EVERY_MS) {
        sweptAt = at;
        sweep.run(at - SWEEP_AFTER_MS);
      }
      const window = count.get({ key, now: at, cutoff: at - rule.windowMs }) as {
        window_start: number;
        count: number;
      };
      if (window.count <= rule.limit) return { ok: true };
      return { ok: false, retryAfterMs: Math.max(1, window.window_start + rule.windowMs - at) };
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;

const waitText = (ms: number) => {
  const minutes = Math.ceil(ms / 60_000);
  if (ms < 60_000) return `${Math.ceil(ms / 1000)} seconds`;
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
};

/** The answer to a request over its limit: 429, when to come back, in words and in Retry-After. */
export const tooManyRequests = (c: Context, retryAfterMs: number) =>
  c.json({ error: `Too many requests. Try again in ${waitText(retryAfterMs)}.` }, 429, {
    'Retry-After': String(Math.ceil(retryAfterMs / 1000)),
  });

/**
 * A route's limit: each rule counts the request under the key it names (the
 * client's address, the account, …; undefined skips that rule), and the
 * first one over its limit answers 429.
 */
export function rateLimited<E extends Env = Env>(
  limiter: RateLimiter,
  name: string,
  rules: { rule: RateRule; key: (c: Context<E>) => string | undefined }[],
): MiddlewareHandler<E> {
  return async (c, next) => {
    for (const { rule, key } of rules) {
      const value = key(c);
      if (value === undefined) continue;
      const outcome = limiter.take(`${name}:${value}`, rule);
      if (!outcome.ok) return tooManyRequests(c, outcome.retryAfterMs);
    }
    await next();
  };
}
