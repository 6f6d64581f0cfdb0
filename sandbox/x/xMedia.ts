import type { Context, Hono } from 'hono';
import { z } from 'zod';
import { multipartPartMeter } from './multipartPartSize';
import { problem } from './xProblems';
import { requestChunks } from './requestChunks';
import type { XMedia, XState, XUser } from './xState';

const CHUNK_LIMIT = 5 * 2 ** 20;
const MEDIA_TYPES = /^(image\/(jpeg|png|webp|gif)|video\/(mp4|quicktime))$/;
const MEDIA_CATEGORIES = ['tweet_image', 'tweet_gif', 'tweet_video', 'amplify_video'] as const;
/** What X answers in `expires_after_secs` after INIT: a day. */
export const DEFAULT_MEDIA_LIFETIME_SECONDS = 86_400;

/** X forgets a media id `expires_after_secs` after INIT: any use after that is refused. */
export const mediaExpired = (media: XMedia, now = Date.now()) => media.expiresAt <= now;

function mediaStatus(media: XMedia) {
  if (
    media.state === 'succeeded' ||
    media.state === 'failed' ||
    media.media_category === 'tweet_image'
  ) {
    return media.state === 'failed'
      ? { state: 'failed', error: { message: 'Processing failed' } }
      : undefined;
  }
  return {
    state: media.state,
    check_after_secs: 1,
    progress_percent: media.state === 'pending' ? 0 : 50,
  };
}

/**
 * Media upload: simple (multipart) and chunked (INIT, APPEND, FINALIZE,
 * STATUS). An upload session lives `expires_after_secs` from INIT, as X's
 * does; after that (or for an id X never gave) APPEND, FINALIZE and STATUS
 * are refused with X's 400 problem naming the media id, and a Tweet with it
 * is refused too.
 */
export function mountXMedia(app: Hono<{ Variables: { user: XUser } }>, state: XState) {
  let lifetimeSeconds = DEFAULT_MEDIA_LIFETIME_SECONDS;

  const mediaJson = (media: XMedia) => ({
    data: {
      id: media.id,
      media_key: media.media_key,
      size: media.total_bytes,
      expires_after_secs: Math.max(0, Math.floor((media.expiresAt - Date.now()) / 1000)),
      ...(mediaStatus(media) ? { processing_info: mediaStatus(media) } : {}),
    },
  });

  const create = (type: string, category: string, totalBytes: number): XMedia => {
    const id = state.newId();
    const media: XMedia = {
      id,
      // X's media keys start with the kind: 3 a photo, 16 a GIF, 7 a video.
      media_key: `${category === 'tweet_image' ? 3 : category === 'tweet_gif' ? 16 : 7}_${id}`,
      media_type: type,
      media_category: category,
      total_bytes: totalBytes,
      segments: new Map(),
      state: 'initialized',
      statusChecks: 0,
      expiresAt: Date.now() + lifetimeSeconds * 1000,
      appends: 0,
      refused: 0,
    };
    state.media.set(id, media);
    return media;
  };

  const bad = (c: Context, message: string, parameters?: Record<string, string[]>) =>
    problem(c, 400, 'One or more parameters to your request was invalid.', [
      { message, ...(parameters ? { parameters } : {}) },
    ]);

  /** The live upload session `media_id` names, or X's refusal of it. */
  const session = (c: Context): XMedia | Response => {
    const id = c.req.query('media_id') ?? '';
    const media = state.media.get(id);
    if (!media || mediaExpired(media)) {
      if (media) media.refused += 1;
      return bad(c, `The media_id ${id} is invalid or expired.`, { media_id: [id] });
    }
    return media;
  };

  // Sandbox only: shorten (or restore) the life of new upload sessions.
  app.put('/sandbox/media-lifetime', async (c) => {
    const body = z
      .object({ seconds: z.number().int().min(1) })
      .safeParse(await c.req.json().catch(() => undefined));
    if (!body.success) return c.json({ error: 'seconds is required' }, 400);
    lifetimeSeconds = body.data.seconds;
    return c.json({ seconds: lifetimeSeconds });
  });

  // Sandbox only: what an upload session received, to count what a client sent.
  app.get('/sandbox/media/:id', (c) => {
    const media = state.media.get(c.req.param('id'));
    if (!media) return c.json({ error: 'no such media' }, 404);
    return c.json({
      id: media.id,
      state: media.state,
      expired: mediaExpired(media),
      segments: [...media.segments.keys()].sort((a, b) => a - b),
      appends: media.appends,
      refused: media.refused,
    });
  });

  // X API v2 "Create media metadata": a picture's alt text (at most 1,000 characters).
  app.post('/2/media/metadata', async (c) => {
    const body = z
      .object({
        id: z.string().regex(/^\d+$/),
        metadata: z.object({ alt_text: z.object({ text: z.string().max(1000) }) }),
      })
      .safeParse(await c.req.json().catch(() => undefined));
    if (!body.success) {
      return bad(c, body.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '));
    }
    const media = state.media.get(body.data.id);
    if (!media || mediaExpired(media)) return problem(c, 404, 'Media not found.');
    media.alt_text = body.data.metadata.alt_text.text;
    return c.json({
      data: { id: media.id, associated_metadata: { alt_text: { text: media.alt_text } } },
    });
  });

  app.post('/2/media/upload', async (c) => {
    const command = c.req.query('command');
    if (command === 'INIT') {
      const query = z
        .object({
          total_bytes: z.coerce
            .number()
            .int()
            .positive()
            .max(512 * 2 ** 20),
          media_type: z.string().regex(MEDIA_TYPES),
          media_category: z.enum(MEDIA_CATEGORIES),
        })
        .safeParse(c.req.query());
      if (!query.success)
        return bad(
          c,
          query.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '),
        );
      return c.json(
        mediaJson(create(query.data.media_type, query.data.media_category, query.data.total_bytes)),
        202,
      );
    }
    if (command === 'APPEND') {
      // Only the segment's size matters here: measure it as it streams by, without parsing
      // the form. The body is read before any refusal, as X's front end does: a refusal
      // sent mid-body would reach the client as a cut connection, not as X's answer.
      const meter = multipartPartMeter(c.req.header('content-type') ?? '', 'media');
      for await (const chunk of requestChunks(c)) meter.push(chunk);
      const media = session(c);
      if (media instanceof Response) return media;
      if (media.state !== 'initialized') return bad(c, 'The media_id was already finalized.');
      const index = Number(c.req.query('segment_index'));
      if (!Number.isInteger(index) || index < 0 || index > 999)
        return bad(c, 'segment_index must be 0 to 999.');
      const size = meter.size();
      if (size === undefined) return bad(c, 'media is required.');
      if (size > CHUNK_LIMIT) return bad(c, 'Segment is larger than 5 MB.');
      media.segments.set(index, size);
      media.appends += 1;
      return c.body(null, 204);
    }
    if (command === 'FINALIZE') {
      const media = session(c);
      if (media instanceof Response) return media;
      if (media.state !== 'initialized') return bad(c, 'The media_id was already finalized.');
      const received = [...media.segments.values()].reduce((a, b) => a + b, 0);
      const contiguous = [...media.segments.keys()].sort((a, b) => a - b).every((k, i) => k === i);
      if (received !== media.total_bytes || !contiguous) {
        return bad(
          c,
          `File size mismatch: expected ${media.total_bytes} bytes, received ${received}.`,
        );
      }
      media.state = media.media_category === 'tweet_image' ? 'succeeded' : 'pending';
      return c.json(mediaJson(media), 201);
    }
    // Simple upload: the whole file in one multipart request.
    const form = await c.req.formData();
    const file = form.get('media');
    if (!(file instanceof Blob)) return bad(c, 'media is required.');
    const type = file.type || 'image/jpeg';
    if (!MEDIA_TYPES.test(type)) return bad(c, `Unsupported media type ${type}.`);
    const category = String(
      form.get('media_category') ?? (type === 'image/gif' ? 'tweet_gif' : 'tweet_image'),
    );
    const media = create(type, category, file.size);
    media.state = 'succeeded';
    return c.json(mediaJson(media), 201);
  });

  app.get('/2/media/upload', (c) => {
    if (c.req.query('command') !== 'STATUS') return problem(c, 404, 'Media not found.');
    const media = session(c);
    if (media instanceof Response) return media;
    // Processing moves on each time the client checks, as X's does over seconds.
    media.statusChecks += 1;
    if (media.state === 'pending') media.state = 'in_progress';
    else if (media.state === 'in_progress' && media.statusChecks >= 2) media.state = 'succeeded';
    return c.json(mediaJson(media));
  });
}
