import { describe, expect, it } from 'vitest';
import { FARCASTER_EPOCH_MS, farcasterTime } from '../farcasterTime';
import * as m from './composer';

describe('composer messages (composer.md §8)', () => {
  it('the Farcaster time messages are those of the source adapter', () => {
    expect(farcasterTime(FARCASTER_EPOCH_MS - 1)).toMatchObject({
      error: { message: m.FARCASTER_TIME_BEFORE_EPOCH },
    });
    expect(farcasterTime(FARCASTER_EPOCH_MS + 2 ** 32 * 1000)).toMatchObject({
      error: { message: m.FARCASTER_TIME_TOO_FAR },
    });
  });

  it("§5.3: 'only {networks}' names the sources with polls", () => {
    expect(m.onlyNetworks(['Farcaster', 'Lens', 'Twitter'])).toBe('only Farcaster, Lens, and X');
    expect(m.onlyNetworks(['Twitter'])).toBe('only X');
  });

  it('carries the values the spec asks the worded messages to carry', () => {
    expect(m.loginRequired('Farcaster')).toBe('Login required to post on Farcaster.');
    expect(m.failedToPostOn('Lens, X')).toBe('Failed to post on: Lens, X');
    expect(m.dailyUploadLimitReached(1000, 2)).toBe(
      'Daily upload limit reached: 1000 bytes remaining, 2 videos remaining',
    );
    expect(m.failedToDownloadFile('https://a/b.png', 404)).toBe(
      'Failed to download file from https://a/b.png: 404',
    );
    expect(m.tooManyImages(4)).toContain('4 images');
    expect(m.tooManyImages(1)).toContain('1 image ');
    expect(m.tooManyGifs(2)).toContain('2 GIFs');
    expect(m.tooManyVideos(1)).toContain('1 video ');
    expect(m.imageTooLarge('a.png', 5 * 1024 ** 2)).toContain('a.png is larger than 5.0 MB');
    expect(m.gifTooLarge(15 * 1024 ** 2)).toContain('This GIF is larger than 15.0 MB');
    expect(m.gifTooLarge(1024, 'a.gif')).toContain('a.gif is larger than 1.0 KB');
    expect(m.videoTooLarge('v.mp4', 512 * 1024 ** 2)).toContain('512.0 MB');
    // The file's own size, when known, in the same units (composer.md §9).
    expect(m.videoTooLarge('clip.mp4', 10 * 1024 ** 2, 12.5 * 1024 ** 2)).toBe(
      'clip.mp4 (12.5 MB) is larger than 10.0 MB, the most a video can be.',
    );
    expect(m.imageTooLarge('a.png', 1_000_000, 1536)).toBe(
      'a.png (1.5 KB) is larger than 976.6 KB, the most an image can be.',
    );
    expect(m.gifTooLarge(1024, undefined, 2048)).toBe(
      'This GIF (2.0 KB) is larger than 1.0 KB, the most a GIF can be.',
    );
    expect(m.videoTooLargeFor(['Twitter'], 512, { name: 'v.mp4', size: 1023 })).toBe(
      'Videos posted to X can be at most 512 B (v.mp4 is 1023 B).',
    );
    expect(m.videoTooLargeFor(['Twitter', 'Bsky'], 100 * 1024 ** 2)).toBe(
      'Videos posted to X and Bluesky can be at most 100.0 MB.',
    );
    expect(m.videoDurationOutOfRange(0.5, 140)).toBe(
      'Videos must last between 0.5 and 140 seconds.',
    );
    expect(m.videoSizeOutOfRange(32, 1920, 32, 1200)).toBe(
      'Videos must be 32 to 1920 pixels wide and 32 to 1200 pixels high.',
    );
    expect(m.gifProviderNotAllowed('Bsky', ['tenor'])).toBe('Bluesky only takes GIFs from Tenor.');
    expect(m.gifProviderNotAllowed('Farcaster', ['giphy', 'tenor'])).toContain('Giphy or Tenor');
    expect(m.gifProviderNotAllowed('Lens', [])).toContain('no provider');
    expect(m.localGifNotSupported(['Bsky'])).toContain('Bluesky');
    expect(m.videosNotSupported(['Lens'])).toContain('Lens');
    expect(m.unsupportedFileType('a.bmp', ['Farcaster'])).toContain('a.bmp');
    expect(m.anonymousSealedTo('Twitter')).toContain('X');
    expect(m.schedulingNotSupported('Bsky')).toContain('Bluesky');
    expect(m.redPacketNotSupported('Bsky')).toContain('Bluesky');
    expect(m.farcasterLoginBlocked(2)).toContain('2');
    expect(m.WEBP_NOT_ON_TWITTER).toContain('WEBP');
  });
});
