import { describe, expect, it } from 'vitest';
import { measuringSource } from './measuringSource';

describe('the source the ring measures on (composer.md §5.2)', () => {
  it('prefers an unverified X first, then Bluesky, Farcaster, Lens', () => {
    expect(measuringSource(['Lens', 'Farcaster', 'Bsky', 'Twitter'], false)).toBe('Twitter');
    expect(measuringSource(['Lens', 'Farcaster', 'Bsky'], false)).toBe('Bsky');
    expect(measuringSource(['Lens', 'Farcaster'], false)).toBe('Farcaster');
    expect(measuringSource(['Lens'], false)).toBe('Lens');
  });

  it('puts a verified X last', () => {
    expect(measuringSource(['Twitter', 'Lens'], true)).toBe('Lens');
    expect(measuringSource(['Twitter', 'Bsky', 'Farcaster'], true)).toBe('Bsky');
    expect(measuringSource(['Twitter'], true)).toBe('Twitter');
  });

  it('has nothing to measure without a source', () => {
    expect(measuringSource([], false)).toBeUndefined();
  });
});
