import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { guardedFetch, PageFetchError } from './guardedFetch';
import { PROXIED_IMAGE_TYPES, sniffImageType } from './sniffImageType';

/**
 * The largest picture passed on: Bluesky's blob limit for a link card's
 * thumbnail (`app.bsky.embed.external`, `thumb` maxSize 1,000,000 bytes).
 * Larger pictures are refused, not scaled down (docs/decisions-composer-server.md).
 */
export const IMAGE_PROXY_MAX_BYTES = 1_000_000;
export const IMAGE_PROXY_TIMEOUT_MS = 15_000;
const MAX_REDIRECTS = 5;
const USER_AGENT = 'PolycastBot/1.0 (image proxy; +https://polycast.app)';
const ACCEPT = `${PROXIED_IMAGE_TYPES.join(',')};q=1,image/*;q=0.5`;

export interface ImageProxyOptions {
  /** Origins on private addresses that may be read: the sandbox's own servers, in sandbox mode only. */
  allowedOrigins?: () => readonly string[];
  timeoutMs?: number;
  maxBytes?: number;
}

const querySchema = z.object({
  url: z
    .string()
    .trim()
    .min(1, 'url is required')
    .max(2048, 'url is too long')
    .refine((value) => {
      try {
        return ['http:', 'https:'].includes(new URL(value).protocol);
      } catch {
        return false;
      }
    }, 'url must be an http or https URL'),
});

const failure = (c: Context, status: 400 | 413 | 415 | 502 | 504, error: string) =>
  c.json({ code: status, error }, status, { 'Cache-Control': 'no-store' });

/**
 * `GET /api/proxy-image?url=` (composer.md §7.5): a picture from another
 * origin, for the app to use where it needs the bytes (a Bluesky link
 * card's thumbnail is uploaded as a blob). Public, like `/oembed`, and
 * guarded the same way (http(s) only, no credentials, public addresses only
 * on every hop, 5 redirects). Only PNG, JPEG, GIF and WebP pass, told by
 * their bytes (the answer's type is the sniffed one), up to 1,000,000 bytes.
 * Errors (`{code, error}`): 400 bad or private address, 413 too big, 415
 * not a picture, 502 unreachable or an error status, 504 time-out.
 */
export function createImageProxyRoutes(options: ImageProxyOptions = {}) {
  const app = new Hono();
  const maxBytes = options.maxBytes ?? IMAGE_PROXY_MAX_BYTES;

  app.get('/', async (c) => {
    const query = querySchema.safeParse(c.req.query());
    if (!query.success) return failure(c, 400, query.error.issues[0]?.message ?? 'bad url');
    const url = new URL(query.data.url);
    url.hash = '';
    try {
      const picture = await guardedFetch(url, {
        signal: AbortSignal.timeout(options.timeoutMs ?? IMAGE_PROXY_TIMEOUT_MS),
        // One byte more than allowed tells a picture at the limit from one past it.
        maxBytes: maxBytes + 1,
        maxRedirects: MAX_REDIRECTS,
        allowedOrigins: options.allowedOrigins?.() ?? [],
        userAgent: USER_AGENT,
        accept: ACCEPT,
      });
      if (picture.status < 200 || picture.status >= 300)
        return failure(c, 502, `The picture's address answered ${picture.status}`);
      const claimed = picture.contentType.split(';')[0]?.trim().toLowerCase() ?? '';
      // Some servers call every file octet-stream (or nothing): the bytes decide then.
      if (!claimed.startsWith('image/') && !['', 'application/octet-stream'].includes(claimed))
        return failure(c, 415, `Not a picture (${claimed})`);
      if (picture.truncated || picture.body.length > maxBytes)
        return failure(
          c,
          413,
          `The picture is larger than ${maxBytes.toLocaleString('en-US')} bytes`,
        );
      const type = sniffImageType(picture.body);
      if (!type)
        return failure(
          c,
          415,
          `Not a PNG, JPEG, GIF or WebP picture (${claimed || 'unknown type'})`,
        );
      return c.body(new Uint8Array(picture.body), 200, {
        'Content-Type': type,
        'Content-Length': String(picture.body.length),
        'Cache-Control': 'public, max-age=3600',
        'X-Content-Type-Options': 'nosniff',
        'Content-Security-Policy': "default-src 'none'; sandbox",
      });
    } catch (error) {
      if (!(error instanceof PageFetchError)) throw error;
      if (error.kind === 'refused') return failure(c, 400, error.message);
      if (error.kind === 'timeout') return failure(c, 504, error.message);
      return failure(c, 502, error.message);
    }
  });

  return app;
}
