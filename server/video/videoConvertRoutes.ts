import { Hono } from 'hono';
import { z } from 'zod';
import type { ProductAccountStore } from '../account/productAccountStore';
import { requireProductSession, type SessionEnv } from '../account/requireProductSession';
import { parseJsonBody } from '../http/parseJsonBody';
import { rateLimited, type RateLimiter, type RateRule } from '../http/rateLimiter';
import { publicOrigin } from '../http/requestFacts';
import { INIT_SEGMENT } from './hlsPlaylist';
import type { VideoConverter } from './videoConverter';

/** composer.md §8: a file the converter will not fetch. */
export const INVALID_S3_URL = 'Invalid s3 url';
const MAX_SIDE = 16_384;

const convertBodySchema = z.object({
  file_path: z.string().url().max(2048),
  width: z.number().int().min(1).max(MAX_SIDE),
  height: z.number().int().min(1).max(MAX_SIDE),
});

/** Only files on the product's own storage are converted (never an arbitrary address). */
function storedOn(fileUrl: string, origins: readonly string[]): boolean {
  const url = new URL(fileUrl);
  return (url.protocol === 'https:' || url.protocol === 'http:') && origins.includes(url.origin);
}

/**
 * composer.md §7.5, video convert: `POST /v1/post/convert` {file_path,
 * width, height} answers {code: 0, m3u8Url, jobId}; `GET
 * /v1/post/getconvertStatus?jobID=` answers {code: 0, status}. The playlist
 * is served at `m3u8Url` once the job is Complete, and its segments beside it. Converting needs the
 * Polycast session and is rate-limited per account: each job reads a stored
 * video (docs/security.md).
 */
export function createVideoConvertRoutes(options: {
  converter: VideoConverter;
  /** The storage origins whose files may be converted. */
  storageOrigins: () => readonly string[];
  accounts: ProductAccountStore;
  limiter: RateLimiter;
  perAccount: RateRule;
}) {
  const { converter } = options;
  const app = new Hono<SessionEnv>();

  app.post(
    '/convert',
    requireProductSession(options.accounts),
    rateLimited<SessionEnv>(options.limiter, 'video-convert', [
      { rule: options.perAccount, key: (c) => c.get('accountId') },
    ]),
    async (c) => {
      const body = await parseJsonBody(c, convertBodySchema);
      if (!body.ok) return c.json({ code: 400, error: body.message }, 400);
      const { file_path: sourceUrl, width, height } = body.value;
      if (!storedOn(sourceUrl, options.storageOrigins())) {
        return c.json({ code: 400, error: INVALID_S3_URL }, 400);
      }
      const origin = publicOrigin(c);
      const job = converter.submit({ sourceUrl, width, height, origin });
      return c.json({ code: 0, m3u8Url: job.m3u8Url, jobId: job.jobId });
    },
  );

  app.get('/getconvertStatus', (c) => {
    const jobId = c.req.query('jobID');
    if (!jobId) return c.json({ code: 400, error: 'jobID is missing' }, 400);
    const status = converter.status(jobId);
    if (!status) return c.json({ code: 404, error: 'No convert job with this id' }, 404);
    return c.json({ code: 0, status }, 200, { 'Cache-Control': 'no-store' });
  });

  app.get('/hls/:jobId/index.m3u8', (c) => {
    const playlist = converter.playlist(c.req.param('jobId'));
    if (!playlist) return c.json({ error: 'Not found' }, 404);
    return c.body(playlist, 200, {
      'Content-Type': 'application/vnd.apple.mpegurl',
      'Access-Control-Allow-Origin': '*',
      'Cache-Control': 'public, max-age=31536000, immutable',
    });
  });

  // Beside the playlist: its init segment and media segments (fragmented MP4, RFC 8216 §3.3).
  app.get('/hls/:jobId/:name{init\\.mp4|seg[0-9]+\\.m4s}', (c) => {
    const name = c.req.param('name');
    const bytes = converter.file(c.req.param('jobId'), name);
    if (!bytes) return c.json({ error: 'Not found' }, 404);
    return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': name === INIT_SEGMENT ? 'video/mp4' : 'video/iso.segment',
      'Access-Control-Allow-Origin': '*',
      'Cache-Control': 'public, max-age=31536000, immutable',
    });
  });

  return app;
}
