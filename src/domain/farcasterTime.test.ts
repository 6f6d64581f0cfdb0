import { describe, expect, it } from 'vitest';
import { FARCASTER_EPOCH_MS, farcasterTime, fromFarcasterSeconds } from './farcasterTime';

describe('farcasterTime (composer.md §5.9)', () => {
  it('counts seconds from the Farcaster epoch', () => {
    expect(farcasterTime(FARCASTER_EPOCH_MS)).toEqual({ ok: true, value: 0 });
    expect(farcasterTime(FARCASTER_EPOCH_MS + 90_000)).toEqual({ ok: true, value: 90 });
    expect(fromFarcasterSeconds(90)).toBe(FARCASTER_EPOCH_MS + 90_000);
  });

  it('refuses times before 2021 and beyond 32 bits, in the protocol’s words', () => {
    expect(farcasterTime(FARCASTER_EPOCH_MS - 1)).toEqual({
      ok: false,
      error: { kind: 'invalid', message: 'time must be after Farcaster epoch (01/01/2021)' },
    });
    expect(farcasterTime(FARCASTER_EPOCH_MS + (2 ** 32 - 1) * 1000)).toMatchObject({ ok: true });
    expect(farcasterTime(FARCASTER_EPOCH_MS + 2 ** 32 * 1000)).toEqual({
      ok: false,
      error: { kind: 'invalid', message: 'time too far in future' },
    });
  });
});
