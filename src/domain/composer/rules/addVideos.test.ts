import { describe, expect, it } from 'vitest';
import { addVideos } from './addVideos';
import {
  MEDIA_CANNOT_MIX,
  tooManyVideos,
  unsupportedFileType,
  videoDurationOutOfRange,
  videoSizeOutOfRange,
} from '@/domain/messages/composer';

const MB = 1024 * 1024;
const ctx = { type: 'compose' as const, tiers: {} };
const mp4 = (name = 'v.mp4', extra = {}) => ({
  name,
  type: 'video/mp4',
  size: 10 * MB,
  duration: 30,
  width: 1280,
  height: 720,
  ...extra,
});
const none = { images: [], videos: [] };

describe('adding videos (composer.md §5.4)', () => {
  it('adds a valid video', () => {
    expect(addVideos(none, [mp4()], ['Twitter'], ctx)).toEqual({ accepted: [mp4()], warnings: [] });
  });

  it('refuses videos next to images', () => {
    const image = { mimeType: 'image/png' };
    expect(addVideos({ images: [image], videos: [] }, [mp4()], ['Twitter'], ctx)).toEqual({
      accepted: [],
      warnings: [MEDIA_CANNOT_MIX],
    });
  });

  it('refuses size, duration, width and height out of the limits, with their values', () => {
    const result = addVideos(
      none,
      [
        mp4('big.mp4', { size: 600 * MB }),
        mp4('long.mp4', { duration: 141 }),
        mp4('wide.mp4', { width: 4000 }),
      ],
      ['Twitter'],
      ctx,
    );
    expect(result.accepted).toEqual([]);
    expect(result.warnings).toEqual([
      'big.mp4 (600.0 MB) is larger than 512.0 MB, the most a video can be.',
      videoDurationOutOfRange(0.5, 140),
      videoSizeOutOfRange(32, 1920, 32, 1200),
    ]);
  });

  it('caps the list at the video count', () => {
    expect(addVideos({ images: [], videos: [{}] }, [mp4()], ['Lens'], ctx)).toEqual({
      accepted: [],
      warnings: [tooManyVideos(1)],
    });
    expect(addVideos(none, [mp4('a.mp4'), mp4('b.mp4')], ['Lens'], ctx)).toEqual({
      accepted: [mp4('a.mp4')],
      warnings: [tooManyVideos(1)],
    });
  });

  it('refuses images and unknown files given as videos', () => {
    expect(
      addVideos(none, [{ name: 'a.png', type: 'image/png', size: 1 }], ['Lens'], ctx).warnings,
    ).toEqual([MEDIA_CANNOT_MIX]);
    expect(
      addVideos(none, [{ name: 'a.txt', type: 'text/plain', size: 1 }], [], ctx).warnings,
    ).toEqual([unsupportedFileType('a.txt', ['Farcaster', 'Lens', 'Twitter', 'Bsky'])]);
  });
});
