import { z } from 'zod/mini';
import { FAILED_TO_FETCH_IMAGE, failedToDownloadFile } from '@/domain/messages/composer';

/** A link card's picture, as bytes, or why there is none. Nothing here is a credential. */
export type LinkPictureResult =
  | { ok: true; data: Blob; mimeType: string }
  | {
      ok: false;
      /** composer.md §8's words: 'Failed to fetch image from URL', 'Failed to download file from {url}: {status}'. */
      reason: string;
      /** What the product server said, when it said something. */
      detail?: string;
      /** Worth trying again later (nothing answered, or trouble on the other side). */
      retryable: boolean;
    };

export type FetchLinkPicture = (url: string, signal: AbortSignal) => Promise<LinkPictureResult>;

const PICTURE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];
const refusalSchema = z.object({ error: z.string() });

/**
 * A picture from another origin through the product server's image proxy
 * (`GET /api/proxy-image?url=`, composer.md §7.5): the server guards the
 * address (SSRF), checks the bytes are a picture and caps the size at
 * Bluesky's blob limit, so what comes back may be uploaded as is.
 */
export function linkPictureFetcher(apiBase: string): FetchLinkPicture {
  return async (url, signal) => {
    let answer: Response;
    try {
      answer = await fetch(`${apiBase}/api/proxy-image?url=${encodeURIComponent(url)}`, {
        signal,
      });
    } catch (error) {
      const detail = error instanceof Error ? error.message : String(error);
      return { ok: false, reason: FAILED_TO_FETCH_IMAGE, detail, retryable: true };
    }
    if (!answer.ok) {
      const body = refusalSchema.safeParse(await answer.json().catch(() => undefined));
      return {
        ok: false,
        reason: failedToDownloadFile(url, answer.status),
        ...(body.success ? { detail: body.data.error } : {}),
        retryable: answer.status >= 500 || answer.status === 429 || answer.status === 408,
      };
    }
    const mimeType = (answer.headers.get('content-type') ?? '').split(';')[0]?.trim() ?? '';
    try {
      const data = await answer.blob();
      if (!PICTURE_TYPES.includes(mimeType) || data.size === 0)
        return {
          ok: false,
          reason: FAILED_TO_FETCH_IMAGE,
          detail: `Not a picture (${mimeType || 'unknown type'})`,
          retryable: false,
        };
      return { ok: true, data: new Blob([data], { type: mimeType }), mimeType };
    } catch (error) {
      const detail = error instanceof Error ? error.message : String(error);
      return { ok: false, reason: FAILED_TO_FETCH_IMAGE, detail, retryable: true };
    }
  };
}
