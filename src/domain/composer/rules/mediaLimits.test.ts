import { describe, expect, it } from 'vitest';
import { combinedMediaLimits, imageCountLimit, sourceMediaLimits } from './mediaLimits';

const MB = 1024 * 1024;
const compose = { type: 'compose' as const, tiers: {} };

describe('media limits (composer.md §5.4)', () => {
  it('gives pro Farcaster users the higher image count', () => {
    expect(imageCountLimit('Farcaster', compose)).toBe(2);
    expect(imageCountLimit('Farcaster', { ...compose, tiers: { Farcaster: 'pro' } })).toBe(4);
    expect(imageCountLimit('Twitter', { ...compose, tiers: { Twitter: 'verified' } })).toBe(4);
  });

  it('allows one image fewer in a Farcaster quote only', () => {
    expect(imageCountLimit('Farcaster', { ...compose, type: 'quote' })).toBe(1);
    expect(imageCountLimit('Farcaster', { type: 'quote', tiers: { Farcaster: 'pro' } })).toBe(3);
    expect(imageCountLimit('Lens', { ...compose, type: 'quote' })).toBe(8);
    expect(imageCountLimit('Farcaster', { ...compose, type: 'reply' })).toBe(2);
  });

  it('combines sources: smallest counts and sizes, tightest video range, common types and providers', () => {
    const limits = combinedMediaLimits(['Farcaster', 'Twitter'], compose);
    expect(limits).toMatchObject({
      imageCount: 2,
      imageBytes: 5 * MB,
      imageTypes: ['image/jpeg', 'image/png', 'image/gif'],
      gifCount: 1,
      gifBytes: 15 * MB,
      gifProviders: ['giphy'],
      gifLocalFiles: true,
    });
    expect(limits.video).toEqual({
      supported: true,
      count: 1,
      maxBytes: 512 * MB,
      minSeconds: 1,
      maxSeconds: 140,
      minWidth: 32,
      maxWidth: 1920,
      minHeight: 32,
      maxHeight: 1200,
      types: ['video/mp4', 'video/quicktime'],
    });
    // Bluesky takes a GIF from either (as a picture, or alone as its GIF card): with X, Giphy's.
    expect(combinedMediaLimits(['Twitter', 'Bsky'], compose).gifProviders).toEqual(['giphy']);
    expect(combinedMediaLimits(['Lens', 'Bsky'], compose).gifLocalFiles).toBe(false);
  });

  it('counts no selection as all four sources', () => {
    expect(combinedMediaLimits([], compose)).toEqual(
      combinedMediaLimits(['Farcaster', 'Lens', 'Twitter', 'Bsky'], compose),
    );
  });

  it('gives one source its own limits', () => {
    expect(sourceMediaLimits('Bsky', compose)).toMatchObject({
      imageBytes: 1_000_000,
      gifProviders: ['giphy', 'tenor'],
    });
  });
});
