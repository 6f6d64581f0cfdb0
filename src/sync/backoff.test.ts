import { describe, expect, it } from 'vitest';
import {
  BACKOFF_CAP_MS,
  giveUpReason,
  MAX_QUEUE_AGE_MS,
  fullJitterDelay,
  nextRetryAt,
  parseRetryAfter,
  retryAtAfter,
} from './backoff';

describe('backoff', () => {
  it('draws a wait between 0 and base × 2^(attempt-1), capped at 5 minutes', () => {
    expect(fullJitterDelay(1, () => 0.999)).toBe(999);
    expect(fullJitterDelay(3, () => 0.5)).toBe(2000);
    expect(fullJitterDelay(1, () => 0)).toBe(0);
    expect(fullJitterDelay(30, () => 0.999)).toBe(Math.floor(0.999 * BACKOFF_CAP_MS));
  });

  it('reads Retry-After as seconds or as a date', () => {
    const now = Date.parse('2026-11-22T10:00:00Z');
    expect(parseRetryAfter('120', now)).toBe(120_000);
    expect(parseRetryAfter('Sun, 22 Nov 2026 10:00:30 GMT', now)).toBe(30_000);
    expect(parseRetryAfter('soon', now)).toBeUndefined();
    expect(parseRetryAfter(null, now)).toBeUndefined();
  });

  it('prefers the server’s Retry-After over jitter', () => {
    expect(nextRetryAt(5, 1000, 7000, () => 0.9)).toBe(8000);
    expect(nextRetryAt(1, 1000, undefined, () => 0.5)).toBe(1500);
  });

  it('says when a failure may be retried: a rate limit’s wait, never a refusal or a final one', () => {
    const limited = { kind: 'rate_limited', message: 'slow', retryAfterMs: 30_000 } as const;
    expect(retryAtAfter(limited, 1, 1_000)).toBe(31_000);
    expect(
      retryAtAfter({ kind: 'network', message: 'down' }, 3, 1_000, { random: () => 0.5 }),
    ).toBe(1_000 + 2_000);
    expect(retryAtAfter({ kind: 'invalid', message: 'no' }, 1, 1_000)).toBeUndefined();
    expect(retryAtAfter(limited, 1, 1_000, { final: true })).toBeUndefined();
  });
});

describe('giving up', () => {
  const job = { attempts: 3, since: 0, lastReason: 'Injected fault' };

  it('goes on below the attempts and within the week', () => {
    expect(giveUpReason(job, 12, MAX_QUEUE_AGE_MS)).toBeUndefined();
  });

  it('stops at the last attempt, saying what the network last said', () => {
    expect(giveUpReason({ ...job, attempts: 12 }, 12, 1)).toBe(
      'Gave up after 12 attempts: Injected fault',
    );
  });

  it('stops once the job waited more than a week, whatever its attempts', () => {
    expect(giveUpReason({ ...job, lastReason: undefined }, 12, MAX_QUEUE_AGE_MS + 1)).toBe(
      'Gave up after it waited more than 7 days: no answer',
    );
  });
});
