import { describe, expect, it } from 'vitest';
import type { MediaFile } from '../model/mediaFile';
import { addImages } from './addImages';
import { MEDIA_CANNOT_MIX, tooManyGifs, tooManyImages } from '@/domain/messages/composer';

const ctx = { type: 'compose' as const, tiers: {} };
const file = (name: string, type = 'image/png', size = 1000) => ({ name, type, size });
const existingImage: MediaFile = {
  id: 'e',
  file: { name: 'e.png', type: 'image/png' },
  mimeType: 'image/png',
};
const existingGif: MediaFile = {
  id: 'g',
  file: { name: 'g.gif', type: 'image/gif' },
  mimeType: 'image/gif',
};
const none = { images: [], videos: [] };

describe('adding images (composer.md §5.4)', () => {
  it('adds valid files in order', () => {
    const result = addImages(none, [file('a.png'), file('b.jpg', 'image/jpeg')], ['Lens'], ctx);
    expect(result).toEqual({
      accepted: [file('a.png'), file('b.jpg', 'image/jpeg')],
      warnings: [],
    });
  });

  it('refuses images next to a video', () => {
    expect(addImages({ images: [], videos: [{}] }, [file('a.png')], ['Lens'], ctx)).toEqual({
      accepted: [],
      warnings: [MEDIA_CANNOT_MIX],
    });
  });

  it('refuses an invalid file with its message and keeps the others', () => {
    const big = file('big.png', 'image/png', 6 * 1024 * 1024);
    const result = addImages(none, [big, file('a.png')], ['Twitter'], ctx);
    expect(result.accepted).toEqual([file('a.png')]);
    expect(result.warnings).toEqual([
      'big.png (6.0 MB) is larger than 5.0 MB, the most an image can be.',
    ]);
  });

  it('caps the list at the image count, with one warning', () => {
    const files = ['a', 'b', 'c', 'd'].map((n) => file(`${n}.png`));
    const result = addImages({ images: [existingImage], videos: [] }, files, ['Farcaster'], ctx);
    expect(result.accepted).toEqual([file('a.png')]);
    expect(result.warnings).toEqual([tooManyImages(2)]);
    expect(
      addImages(none, files, ['Farcaster'], { ...ctx, tiers: { Farcaster: 'pro' } }).accepted,
    ).toHaveLength(4);
  });

  it('caps GIFs at the GIF count', () => {
    const gifs = [file('a.gif', 'image/gif'), file('b.gif', 'image/gif'), file('c.png')];
    const result = addImages({ images: [existingGif], videos: [] }, gifs, ['Farcaster', 'Lens'], {
      ...ctx,
      tiers: { Farcaster: 'pro' },
    });
    expect(result.accepted).toEqual([file('c.png')]);
    expect(result.warnings).toEqual([tooManyGifs(1)]);
  });

  it('refuses a video file given as an image', () => {
    expect(addImages(none, [file('v.mp4', 'video/mp4')], ['Lens'], ctx).warnings).toEqual([
      MEDIA_CANNOT_MIX,
    ]);
  });

  it('adds nothing from nothing', () => {
    expect(addImages({ images: [], videos: [{}] }, [], ['Lens'], ctx)).toEqual({
      accepted: [],
      warnings: [],
    });
  });
});
