import { z } from 'zod/mini';

/** What a file is, for deduplication, checkpoints and limits: its hash, size, type, and a picture's size. */
export const mediaDescriptionSchema = z.object({
  /** SHA-256 of the bytes, lowercase hex. */
  sha256: z.string().check(z.regex(/^[0-9a-f]{64}$/)),
  size: z.int().check(z.nonnegative()),
  mimeType: z.string().check(z.minLength(1)),
  /** Pixels, for pictures the runtime can decode (browsers, workers); absent elsewhere. */
  width: z.optional(z.int().check(z.positive())),
  height: z.optional(z.int().check(z.positive())),
});
export type MediaDescription = z.infer<typeof mediaDescriptionSchema>;

const hex = (bytes: ArrayBuffer) =>
  Array.from(new Uint8Array(bytes), (b) => b.toString(16).padStart(2, '0')).join('');

/** A picture's size in pixels, where `createImageBitmap` exists and can decode it. */
async function pictureSize(blob: Blob): Promise<{ width: number; height: number } | undefined> {
  if (!blob.type.startsWith('image/') || typeof createImageBitmap !== 'function') return undefined;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(blob);
  } catch {
    // Not decodable here (a format the runtime lacks, or broken bytes): no size, not a failure.
    return undefined;
  }
  try {
    return bitmap.width > 0 && bitmap.height > 0
      ? { width: bitmap.width, height: bitmap.height }
      : undefined;
  } finally {
    bitmap.close();
  }
}

/**
 * Describes a file: SHA-256 of its bytes (Web Crypto), size, MIME type
 * ('application/octet-stream' when the Blob has none) and, for a picture
 * the runtime can decode, its width and height. Runs in the media worker,
 * or in the calling thread where no worker can start (`mediaWorkerClient`).
 * The whole file is read into memory once for the hash.
 */
export async function describeMedia(blob: Blob): Promise<MediaDescription> {
  const [digest, size] = await Promise.all([
    blob.arrayBuffer().then((bytes) => crypto.subtle.digest('SHA-256', bytes)),
    pictureSize(blob),
  ]);
  return {
    sha256: hex(digest),
    size: blob.size,
    mimeType: blob.type || 'application/octet-stream',
    ...size,
  };
}
