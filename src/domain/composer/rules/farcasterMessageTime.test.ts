import { describe, expect, it } from 'vitest';
import { FARCASTER_EPOCH_MS } from '@/domain/farcasterTime';
import { farcasterTimeProblem } from './farcasterMessageTime';

describe('Farcaster message time (composer.md §5.9)', () => {
  it('takes times from the epoch to 2^32 − 1 seconds after it', () => {
    expect(farcasterTimeProblem(FARCASTER_EPOCH_MS)).toBeUndefined();
    expect(farcasterTimeProblem(FARCASTER_EPOCH_MS + (2 ** 32 - 1) * 1000)).toBeUndefined();
  });

  it('gives the spec’s messages otherwise', () => {
    expect(farcasterTimeProblem(1_609_459_199_999)).toBe(
      'time must be after Farcaster epoch (01/01/2021)',
    );
    expect(farcasterTimeProblem(FARCASTER_EPOCH_MS + 2 ** 32 * 1000)).toBe(
      'time too far in future',
    );
  });
});
