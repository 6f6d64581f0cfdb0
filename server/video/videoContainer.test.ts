import { describe, expect, it } from 'vitest';
import { videoContainerOf } from './videoContainer';
import { makeTestMp4 } from '../../tests/support/makeTestMp4';

describe('videoContainerOf', () => {
  it('reads an MP4’s duration from its movie header', () => {
    expect(videoContainerOf(makeTestMp4({ seconds: 12.5 }))).toEqual({
      kind: 'mp4',
      durationSeconds: 12.5,
    });
  });

  it('knows WebM by its EBML magic', () => {
    expect(videoContainerOf(new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42]))).toEqual({
      kind: 'webm',
    });
  });

  it('refuses what is not a video (a PNG, nothing at all)', () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    expect(videoContainerOf(png)).toBeUndefined();
    expect(videoContainerOf(new Uint8Array())).toBeUndefined();
  });
});
