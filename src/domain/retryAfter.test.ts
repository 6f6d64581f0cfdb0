import { describe, expect, it } from 'vitest';
import { parseRetryAfter } from './retryAfter';

describe('parseRetryAfter', () => {
  const now = Date.parse('2026-11-20T10:00:00Z');

  it('reads seconds and HTTP dates', () => {
    expect(parseRetryAfter('7', now)).toBe(7000);
    expect(parseRetryAfter('120', now)).toBe(120_000);
    expect(parseRetryAfter('0', now)).toBe(0);
    expect(parseRetryAfter('1.5', now)).toBe(1500);
    expect(parseRetryAfter('Fri, 20 Nov 2026 10:00:30 GMT', now)).toBe(30_000);
    expect(parseRetryAfter('Fri, 20 Nov 2026 09:00:00 GMT', now)).toBe(0);
  });

  it('falls back on the rate-limit window’s reset, in epoch seconds', () => {
    const reset = String(now / 1000 + 45);
    expect(parseRetryAfter(null, now, reset)).toBe(45_000);
    expect(parseRetryAfter('soon', now, reset)).toBe(45_000);
    expect(parseRetryAfter('3', now, reset)).toBe(3000);
    expect(parseRetryAfter(undefined, now, String(now / 1000 - 10))).toBe(0);
  });

  it('ignores what it cannot read', () => {
    expect(parseRetryAfter(null, now)).toBeUndefined();
    expect(parseRetryAfter('soon', now)).toBeUndefined();
    expect(parseRetryAfter('', now, 'later')).toBeUndefined();
  });
});
