import { afterEach, describe, expect, it, vi } from 'vitest';
import { describeMedia, mediaDescriptionSchema } from './describeMedia';

afterEach(() => vi.unstubAllGlobals());

/** The 8-byte PNG signature and an IHDR for a 3 × 2 picture: enough to be "an image/png". */
const pngHead = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe('describeMedia', () => {
  it('hashes the bytes with SHA-256 and tells size and type', async () => {
    const described = await describeMedia(new Blob(['abc'], { type: 'text/plain' }));
    expect(described).toEqual({
      sha256: 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
      size: 3,
      mimeType: 'text/plain',
    });
    expect(mediaDescriptionSchema.safeParse(described).success).toBe(true);
  });

  it('describes an empty file of no stated type', async () => {
    expect(await describeMedia(new Blob([]))).toEqual({
      sha256: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
      size: 0,
      mimeType: 'application/octet-stream',
    });
  });

  it('hashes a file of several megabytes as one', async () => {
    const bytes = new Uint8Array(5 * 1024 * 1024).map((_, i) => i % 251);
    const { createHash } = await import('node:crypto');
    const described = await describeMedia(new Blob([bytes.slice(0, 1000), bytes.slice(1000)]));
    expect(described.sha256).toBe(createHash('sha256').update(bytes).digest('hex'));
    expect(described.size).toBe(bytes.length);
  });

  it('gives no picture size where nothing can decode pictures (Node)', async () => {
    expect(typeof globalThis.createImageBitmap).toBe('undefined');
    const described = await describeMedia(new Blob([pngHead], { type: 'image/png' }));
    expect(described).not.toHaveProperty('width');
    expect(described.mimeType).toBe('image/png');
  });

  it('reads a picture’s size with createImageBitmap, and lets the bitmap go', async () => {
    const close = vi.fn();
    const decode = vi.fn(async () => ({ width: 3, height: 2, close }));
    vi.stubGlobal('createImageBitmap', decode);
    const described = await describeMedia(new Blob([pngHead], { type: 'image/png' }));
    expect(described).toMatchObject({ width: 3, height: 2 });
    expect(close).toHaveBeenCalledOnce();
    // Only pictures are decoded.
    await describeMedia(new Blob([pngHead], { type: 'video/mp4' }));
    expect(decode).toHaveBeenCalledOnce();
  });

  it('still describes a picture the runtime cannot decode, without its size', async () => {
    vi.stubGlobal('createImageBitmap', async () => {
      throw new DOMException('The source image could not be decoded.', 'InvalidStateError');
    });
    const described = await describeMedia(new Blob([pngHead], { type: 'image/png' }));
    expect(described).toEqual({
      sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
      size: 8,
      mimeType: 'image/png',
    });
  });
});
