import {
  FAILED_TO_CONVERT_TO_PNG,
  FAILED_TO_CREATE_CANVAS_CONTEXT,
} from '@/domain/messages/composer';

/**
 * A picture re-encoded as PNG (composer.md §7.8: a red packet's cover is
 * attached as PNG), drawn through an OffscreenCanvas. Fails with
 * composer.md §8's messages: 'Failed to create canvas context' when there
 * is no 2D canvas here, 'Failed to convert image to PNG' when the picture
 * cannot be decoded or encoded.
 */
export async function toPng(blob: Blob): Promise<Blob> {
  if (typeof createImageBitmap !== 'function') throw new Error(FAILED_TO_CONVERT_TO_PNG);
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(blob);
  } catch {
    throw new Error(FAILED_TO_CONVERT_TO_PNG);
  }
  try {
    const context =
      typeof OffscreenCanvas === 'function'
        ? new OffscreenCanvas(bitmap.width, bitmap.height).getContext('2d')
        : null;
    if (!context) throw new Error(FAILED_TO_CREATE_CANVAS_CONTEXT);
    context.drawImage(bitmap, 0, 0);
    let png: Blob;
    try {
      png = await context.canvas.convertToBlob({ type: 'image/png' });
    } catch {
      throw new Error(FAILED_TO_CONVERT_TO_PNG);
    }
    if (png.type !== 'image/png') throw new Error(FAILED_TO_CONVERT_TO_PNG);
    return png;
  } finally {
    bitmap.close();
  }
}
