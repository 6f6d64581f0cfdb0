import { afterEach, describe, expect, it, vi } from 'vitest';
import { toPng } from './toPng';

afterEach(() => vi.unstubAllGlobals());

const picture = new Blob([new Uint8Array(16)], { type: 'image/webp' });

/** A stand-in for the browser's canvas: Node has none. */
function stubCanvas(options: { context?: boolean; encoded?: () => Promise<Blob> } = {}) {
  const bitmap = { width: 4, height: 3, close: vi.fn() };
  const drawImage = vi.fn();
  vi.stubGlobal('createImageBitmap', async () => bitmap);
  vi.stubGlobal(
    'OffscreenCanvas',
    class {
      constructor(
        readonly width: number,
        readonly height: number,
      ) {}
      getContext() {
        if (options.context === false) return null;
        return {
          canvas: {
            convertToBlob:
              options.encoded ?? (async () => new Blob(['png'], { type: 'image/png' })),
          },
          drawImage,
        };
      }
    },
  );
  return { bitmap, drawImage };
}

describe('toPng (composer.md §8 messages)', () => {
  it('draws the picture and encodes it as PNG', async () => {
    const { bitmap, drawImage } = stubCanvas();
    const png = await toPng(picture);
    expect(png.type).toBe('image/png');
    expect(drawImage).toHaveBeenCalledWith(bitmap, 0, 0);
    expect(bitmap.close).toHaveBeenCalledOnce();
  });

  it('fails to convert where nothing decodes pictures (Node), or the bytes are not one', async () => {
    await expect(toPng(picture)).rejects.toThrow('Failed to convert image to PNG');
    vi.stubGlobal('createImageBitmap', async () => {
      throw new DOMException('The source image could not be decoded.', 'InvalidStateError');
    });
    await expect(toPng(picture)).rejects.toThrow('Failed to convert image to PNG');
  });

  it('fails to create the canvas context when there is no 2D canvas', async () => {
    const { bitmap } = stubCanvas({ context: false });
    await expect(toPng(picture)).rejects.toThrow('Failed to create canvas context');
    expect(bitmap.close).toHaveBeenCalledOnce();
    vi.stubGlobal('OffscreenCanvas', undefined);
    await expect(toPng(picture)).rejects.toThrow('Failed to create canvas context');
  });

  it('fails to convert when the canvas cannot encode PNG', async () => {
    stubCanvas({ encoded: async () => Promise.reject(new Error('encoding failed')) });
    await expect(toPng(picture)).rejects.toThrow('Failed to convert image to PNG');
    stubCanvas({ encoded: async () => new Blob(['x'], { type: 'image/jpeg' }) });
    await expect(toPng(picture)).rejects.toThrow('Failed to convert image to PNG');
  });
});
