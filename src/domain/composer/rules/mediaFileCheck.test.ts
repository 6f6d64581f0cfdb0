import { describe, expect, it } from 'vitest';
import {
  imageTooLarge,
  localGifNotSupported,
  unsupportedFileType,
  videoDurationOutOfRange,
  videoSizeOutOfRange,
} from '@/domain/messages/composer';
import { mediaFileProblem } from './mediaFileCheck';

const MB = 1024 * 1024;
const ctx = { type: 'compose' as const, tiers: {} };
const png = { name: 'a.png', type: 'image/png', size: 2 * MB };

describe('a picked file against the selected sources (composer.md §5.4)', () => {
  it('takes a file every source takes', () => {
    expect(mediaFileProblem(png, ['Farcaster', 'Twitter'], ctx)).toBeUndefined();
  });

  it('refuses a type the composer or a source does not take, naming those sources', () => {
    expect(
      mediaFileProblem({ ...png, name: 'a.pdf', type: 'application/pdf' }, ['Lens'], ctx),
    ).toBe(unsupportedFileType('a.pdf', ['Lens']));
    expect(
      mediaFileProblem({ ...png, name: 'a.webp', type: 'image/webp' }, ['Lens', 'Twitter'], ctx),
    ).toBe(unsupportedFileType('a.webp', ['Twitter']));
    expect(mediaFileProblem({ ...png, name: 'a.bmp', type: 'image/bmp' }, ['Lens'], ctx)).toBe(
      unsupportedFileType('a.bmp', ['Lens']),
    );
    expect(
      mediaFileProblem({ name: 'v.ogg', type: 'video/ogg', size: MB }, ['Farcaster'], ctx),
    ).toBe(unsupportedFileType('v.ogg', ['Farcaster']));
    // Farcaster plays videos as HLS the converter repackages from MP4 or MOV: no WebM there.
    const webm = { name: 'v.webm', type: 'video/webm', size: MB };
    expect(mediaFileProblem(webm, ['Farcaster', 'Lens'], ctx)).toBe(
      unsupportedFileType('v.webm', ['Farcaster']),
    );
    expect(mediaFileProblem(webm, ['Lens'], ctx)).toBeUndefined();
  });

  it('refuses an image over the combined image size (Bluesky: 1,000,000 bytes)', () => {
    expect(mediaFileProblem(png, ['Farcaster', 'Bsky'], ctx)).toBe(
      'a.png (2.0 MB) is larger than 976.6 KB, the most an image can be.',
    );
    expect(mediaFileProblem({ ...png, size: 6 * MB }, ['Twitter'], ctx)).toBe(
      'a.png (6.0 MB) is larger than 5.0 MB, the most an image can be.',
    );
  });

  it('checks a GIF file against the GIF limit, and refuses it where only provider links go', () => {
    const gif = { name: 'a.gif', type: 'image/gif', size: 8 * MB };
    expect(mediaFileProblem(gif, ['Twitter'], ctx)).toBeUndefined();
    expect(mediaFileProblem({ ...gif, size: 16 * MB }, ['Twitter'], ctx)).toBe(
      'a.gif (16.0 MB) is larger than 15.0 MB, the most a GIF can be.',
    );
    expect(mediaFileProblem(gif, ['Lens', 'Bsky'], ctx)).toBe(localGifNotSupported(['Bsky']));
  });

  it('checks a video’s size, duration and dimensions against the combined limits', () => {
    const mp4 = {
      name: 'v.mp4',
      type: 'video/mp4',
      size: 10 * MB,
      duration: 30,
      width: 1280,
      height: 720,
    };
    expect(mediaFileProblem(mp4, ['Farcaster', 'Twitter', 'Bsky'], ctx)).toBeUndefined();
    expect(mediaFileProblem({ ...mp4, size: 200 * MB }, ['Farcaster', 'Bsky'], ctx)).toBe(
      'v.mp4 (200.0 MB) is larger than 100.0 MB, the most a video can be.',
    );
    expect(mediaFileProblem({ ...mp4, duration: 0.2 }, ['Twitter'], ctx)).toBe(
      videoDurationOutOfRange(0.5, 140),
    );
    expect(mediaFileProblem({ ...mp4, duration: 150 }, ['Twitter'], ctx)).toBe(
      videoDurationOutOfRange(0.5, 140),
    );
    expect(mediaFileProblem({ ...mp4, duration: 150 }, ['Bsky'], ctx)).toBeUndefined();
    expect(mediaFileProblem({ ...mp4, width: 3840 }, ['Twitter'], ctx)).toBe(
      videoSizeOutOfRange(32, 1920, 32, 1200),
    );
    expect(mediaFileProblem({ ...mp4, height: 16 }, ['Lens'], ctx)).toBe(
      videoSizeOutOfRange(32, 4096, 32, 4096),
    );
    const { duration: _d, width: _w, height: _h, ...unknown } = mp4;
    expect(mediaFileProblem(unknown, ['Twitter'], ctx)).toBeUndefined();
  });

  it('with no source selected, checks against all four', () => {
    expect(mediaFileProblem(png, [], ctx)).toBe(imageTooLarge('a.png', 1_000_000, png.size));
  });
});
