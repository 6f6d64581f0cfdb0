import { describe, expect, it } from 'vitest';
import { xMediaCategory } from './xMediaCategory';

describe('xMediaCategory (composer.md §7.5)', () => {
  it('sends long MP4s as amplify_video and other videos as tweet_video', () => {
    expect(xMediaCategory('video/mp4', 141)).toBe('amplify_video');
    expect(xMediaCategory('video/mp4', 140)).toBe('tweet_video');
    expect(xMediaCategory('video/mp4')).toBe('tweet_video');
    expect(xMediaCategory('video/quicktime', 600)).toBe('tweet_video');
  });

  it('sends GIFs and still images by their kind, and refuses the rest', () => {
    expect(xMediaCategory('image/gif')).toBe('tweet_gif');
    expect(xMediaCategory('image/jpeg')).toBe('tweet_image');
    expect(xMediaCategory('image/png')).toBe('tweet_image');
    expect(xMediaCategory('image/webp')).toBe('tweet_image');
    expect(xMediaCategory('image/bmp')).toBeUndefined();
  });
});
