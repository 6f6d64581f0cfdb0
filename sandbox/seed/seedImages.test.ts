import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { gradientPng, seedPicture } from './seedImages';

describe('seedImages', () => {
  it('writes a PNG whose header and pixels decode', () => {
    const png = Buffer.from(gradientPng({ width: 4, height: 2, from: [0, 0, 0], to: [255, 0, 0] }));
    expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
    expect(png.readUInt32BE(16)).toBe(4); // IHDR width
    expect(png.readUInt32BE(20)).toBe(2); // IHDR height
    const idatLength = png.readUInt32BE(33);
    const rows = inflateSync(png.subarray(41, 41 + idatLength));
    expect(rows.length).toBe((4 * 3 + 1) * 2);
    expect([...rows.subarray(1, 4)]).toEqual([0, 0, 0]); // first pixel: `from`
    expect([...rows.subarray(rows.length - 3)]).toEqual([255, 0, 0]); // last pixel: `to`
  });

  it('is deterministic and differs between pictures', () => {
    expect(seedPicture(1)).toEqual(seedPicture(1));
    expect(seedPicture(1)).not.toEqual(seedPicture(2));
  });
});
