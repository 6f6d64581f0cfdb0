import { describe, expect, it } from 'vitest';
import { valueOrThrow } from '@/domain/result';
import { failureOf, shouldRetry } from './appQueryClient';

const thrown = (run: () => unknown): unknown => {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('did not throw');
};

describe('what a failed read does next', () => {
  it('tries a lost connection or a busy server again, twice', () => {
    const lost = thrown(() =>
      valueOrThrow({ ok: false, error: { kind: 'network', message: 'x' } }),
    );
    expect(failureOf(lost)).toEqual({ kind: 'network', message: 'x' });
    expect([0, 1, 2].map((failures) => shouldRetry(failures, lost))).toEqual([true, true, false]);
    const busy = thrown(() =>
      valueOrThrow({ ok: false, error: { kind: 'rate_limited', message: 'wait' } }),
    );
    expect(shouldRetry(0, busy)).toBe(true);
  });

  it('never asks again what the server refused, nor what failed without a Result', () => {
    const refused = thrown(() =>
      valueOrThrow({ ok: false, error: { kind: 'invalid', message: 'no', status: 403 } }),
    );
    expect((refused as Error).message).toBe('no');
    expect(shouldRetry(0, refused)).toBe(false);
    expect(shouldRetry(0, new Error('The GIF search failed (500)'))).toBe(false);
  });

  it('answers the value of a success', () => {
    expect(valueOrThrow({ ok: true, value: 3 })).toBe(3);
  });
});
