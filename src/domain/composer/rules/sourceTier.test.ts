import { describe, expect, it } from 'vitest';
import { availableLength } from './availableLength';
import { tiersOf } from './sourceTier';

describe('tiersOf (composer.md §5.2, §6)', () => {
  it('takes each network’s posting account (the first listed) at its standing', () => {
    const tiers = tiersOf([
      { source: 'Twitter', tier: 'verified' },
      { source: 'Twitter' },
      { source: 'Farcaster' },
      { source: 'Farcaster', tier: 'pro' },
    ]);
    expect(tiers).toEqual({ Twitter: 'verified', Farcaster: 'normal' });
  });

  it('a verified X account writes X’s long posts; a normal one 280', () => {
    const post = { chars: 'hello', availableSources: ['Twitter' as const], poll: null };
    expect(
      availableLength('Twitter', post, tiersOf([{ source: 'Twitter', tier: 'verified' }])),
    ).toBe(25_000);
    expect(availableLength('Twitter', post, tiersOf([{ source: 'Twitter' }]))).toBe(280);
  });
});
