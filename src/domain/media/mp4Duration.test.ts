import { describe, expect, it } from 'vitest';
import { makeTestMp4 } from '../../../tests/support/makeTestMp4';
import { looksLikeMp4, mp4DurationSeconds } from './mp4Duration';

describe('mp4Duration', () => {
  it('reads the duration from moov/mvhd', () => {
    expect(mp4DurationSeconds(makeTestMp4({ seconds: 12.5 }))).toBe(12.5);
    expect(mp4DurationSeconds(makeTestMp4({ seconds: 181, bytes: 4096 }))).toBe(181);
  });

  it('pads to the size asked', () => {
    expect(makeTestMp4({ seconds: 1, bytes: 10_000 }).length).toBe(10_000);
  });

  it('tells MP4 from other bytes', () => {
    expect(looksLikeMp4(makeTestMp4({ seconds: 1 }))).toBe(true);
    expect(looksLikeMp4(new TextEncoder().encode('GIF89a not a movie'))).toBe(false);
    expect(mp4DurationSeconds(new Uint8Array([0, 0, 0, 4]))).toBeUndefined();
  });
});
