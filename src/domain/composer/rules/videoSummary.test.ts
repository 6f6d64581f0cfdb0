import { describe, expect, it } from 'vitest';
import { formatVideoLength, videoSummary } from './videoSummary';

const MB = 1024 * 1024;
const video = (size: number | undefined, duration?: number) => ({
  file: { name: 'clip.mp4', type: 'video/mp4', ...(size === undefined ? {} : { size }) },
  ...(duration === undefined ? {} : { duration }),
});

describe('the video list’s sizes and lengths (composer.md §2.3, §9)', () => {
  it('shows the size 1024-based with 1 decimal, then the length', () => {
    expect(videoSummary(video(12.5 * MB, 42.4))).toBe('12.5 MB · 0:42');
    expect(videoSummary(video(1_000_000, 125))).toBe('976.6 KB · 2:05');
    expect(videoSummary(video(3 * 1024 ** 3))).toBe('3.0 GB');
    expect(videoSummary(video(undefined, 3725))).toBe('1:02:05');
    expect(videoSummary(video(undefined))).toBe('');
  });

  it('writes lengths as a player does', () => {
    expect(formatVideoLength(0)).toBe('0:00');
    expect(formatVideoLength(59.6)).toBe('1:00');
    expect(formatVideoLength(600)).toBe('10:00');
    expect(formatVideoLength(3600)).toBe('1:00:00');
    expect(formatVideoLength(Number.NaN)).toBe('0:00');
  });
});
