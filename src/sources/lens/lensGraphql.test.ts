import { describe, expect, it } from 'vitest';
import { retryAfterMs } from './lensGraphql';

describe('Retry-After on Lens answers', () => {
  it('reads seconds and HTTP dates', () => {
    expect(retryAfterMs('7')).toBe(7000);
    expect(retryAfterMs('0')).toBe(0);
    const now = Date.parse('2026-11-20T10:00:00Z');
    expect(retryAfterMs('Fri, 20 Nov 2026 10:00:30 GMT', now)).toBe(30_000);
    expect(retryAfterMs('Fri, 20 Nov 2026 09:00:00 GMT', now)).toBe(0);
  });

  it('ignores what it cannot read', () => {
    expect(retryAfterMs(null)).toBeUndefined();
    expect(retryAfterMs('soon')).toBeUndefined();
  });
});
