import { describe, expect, it } from 'vitest';
import {
  acceptedMediaTypes,
  mediaKindOf,
  SUPPORTED_IMAGE_TYPES,
  SUPPORTED_VIDEO_TYPES,
} from './mediaTypes';

const ctx = { type: 'compose' as const, tiers: {} };

describe('media types (composer.md §9, §5.4)', () => {
  it('takes the spec’s 13 types', () => {
    expect([...SUPPORTED_IMAGE_TYPES, ...SUPPORTED_VIDEO_TYPES]).toHaveLength(13);
    expect(mediaKindOf('image/gif')).toBe('gif');
    expect(mediaKindOf('IMAGE/PNG')).toBe('image');
    expect(mediaKindOf('image/bmp')).toBe('image');
    expect(mediaKindOf('video/x-msvideo')).toBe('video');
    expect(mediaKindOf('video/3gpp2')).toBe('video');
    expect(mediaKindOf('image/svg+xml')).toBeUndefined();
    expect(mediaKindOf('application/pdf')).toBeUndefined();
  });

  it('removes GIF from the image picker when a selected source cannot store GIF files', () => {
    expect(acceptedMediaTypes('images', ['Farcaster', 'Twitter'], ctx)).toContain('image/gif');
    expect(acceptedMediaTypes('images', ['Farcaster', 'Bsky'], ctx)).not.toContain('image/gif');
    expect(acceptedMediaTypes('images', ['Bsky'], ctx)).toEqual([
      'image/jpeg',
      'image/png',
      'image/webp',
      'image/bmp',
    ]);
    expect(acceptedMediaTypes('videos', ['Bsky'], ctx)).toEqual([...SUPPORTED_VIDEO_TYPES]);
  });
});
