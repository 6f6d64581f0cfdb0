import { describe, expect, it } from 'vitest';
import { POLL_SOURCES, pollLimits, supportsPolls } from './pollLimits';

describe('poll limits (composer.md §5.5)', () => {
  it('has polls on Farcaster, Lens and X, not Bluesky', () => {
    expect(POLL_SOURCES).toEqual(['Farcaster', 'Lens', 'Twitter']);
    expect(supportsPolls('Bsky')).toBe(false);
  });

  it('takes the tightest limits of the selected poll sources', () => {
    expect(pollLimits(['Farcaster'])).toEqual({
      minOptions: 2,
      maxOptions: 4,
      optionMaxLength: 32,
      minMinutes: 5,
      maxDays: 7,
    });
    expect(pollLimits(['Farcaster', 'Twitter']).optionMaxLength).toBe(25);
    expect(pollLimits([]).optionMaxLength).toBe(25);
    expect(pollLimits(['Bsky', 'Lens']).optionMaxLength).toBe(32);
  });
});
