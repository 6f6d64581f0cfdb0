import { createHash } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { mp4DurationSeconds } from '@/domain/media/mp4Duration';
import { makeH264Clip } from '../../media/h264Clip';
import { HLS_CONTENT_TYPE, hlsPackage, type HlsPackage } from '../../media/hlsPlaylists';
import { gradientPng } from '../../seed/seedImages';

/** The clip's pixels: tiny, 16:9 (the player fits it to the post's box). */
const CLIP_SIZE = { width: 64, height: 36 } as const;
/** Longer uploads are served this long (the service's own limit is 3 minutes). */
const MAX_SECONDS = 60;
const KEPT = 50;

interface Watched {
  hls: HlsPackage;
  thumbnail: Uint8Array<ArrayBuffer>;
}

/** Where a video's HLS playlist is, as video.bsky.app lays it out (the DID percent-encoded). */
export const watchPath = (did: string, cid: string) => `/watch/${encodeURIComponent(did)}/${cid}`;

/**
 * The playback half of Bluesky's video service (video.bsky.app/watch/…):
 * `playlist.m3u8` (the master playlist), `{rendition}/video.m3u8`, its
 * `init.mp4` and `video{n}.m4s` segments, and `thumbnail.jpg`. The real
 * service transcodes each upload; there is no encoder here, so each video
 * is served as a generated clip of its duration (colours picked by its CID,
 * a key frame and a segment every 2 s) and a still in those colours (a
 * PNG, sent as what it is). A CID the PDS does not hold answers 404.
 */
export function createVideoWatch(options: { pdsUrl: () => string }) {
  const app = new Hono();
  const made = new Map<string, Promise<Watched | undefined>>();

  async function make(did: string, cid: string): Promise<Watched | undefined> {
    const url = `${options.pdsUrl()}/xrpc/com.atproto.sync.getBlob?did=${encodeURIComponent(did)}&cid=${encodeURIComponent(cid)}`;
    const answer = await fetch(url).catch(() => undefined);
    if (!answer?.ok) {
      await answer?.body?.cancel();
      return undefined;
    }
    const bytes = new Uint8Array(await answer.arrayBuffer());
    const seconds = Math.min(MAX_SECONDS, Math.max(1, mp4DurationSeconds(bytes) ?? 2));
    const seed = createHash('sha256').update(cid).digest()[0] ?? 0;
    const clip = makeH264Clip({ ...CLIP_SIZE, seconds, seed });
    const hue = (k: number) => [(seed * 37 + k) % 256, (seed * 91 + 80) % 256, 200 - k] as const;
    return {
      hls: hlsPackage(clip),
      thumbnail: gradientPng({ width: 160, height: 90, from: hue(0), to: hue(120) }),
    };
  }

  const watched = (did: string, cid: string) => {
    const key = `${did} ${cid}`;
    let found = made.get(key);
    if (!found) {
      found = make(did, cid);
      if (made.size >= KEPT) made.delete(made.keys().next().value ?? '');
      made.set(key, found);
      // A miss is not remembered: the blob may arrive later.
      void found.then((value) => value ?? made.delete(key));
    }
    return found;
  };

  const IMMUTABLE = 'public, max-age=31536000, immutable';
  const send = (c: Context, body: string | Uint8Array<ArrayBuffer>, type: string) =>
    c.body(body, 200, { 'Content-Type': type, 'Cache-Control': IMMUTABLE });
  const notFound = (c: Context) => c.json({ error: 'NotFound', message: 'No such video' }, 404);

  app.get('/watch/:did/:cid/playlist.m3u8', async (c) => {
    const video = await watched(c.req.param('did'), c.req.param('cid'));
    return video ? send(c, video.hls.master, HLS_CONTENT_TYPE) : notFound(c);
  });

  app.get('/watch/:did/:cid/thumbnail.jpg', async (c) => {
    const video = await watched(c.req.param('did'), c.req.param('cid'));
    return video ? send(c, video.thumbnail, 'image/png') : notFound(c);
  });

  app.get('/watch/:did/:cid/:rendition/:file', async (c) => {
    const video = await watched(c.req.param('did'), c.req.param('cid'));
    if (!video || c.req.param('rendition') !== video.hls.rendition) return notFound(c);
    const file = c.req.param('file');
    if (file === 'video.m3u8') return send(c, video.hls.media, HLS_CONTENT_TYPE);
    if (file === 'init.mp4') return send(c, video.hls.init, 'video/mp4');
    const segment = video.hls.segments.get(file);
    return segment ? send(c, segment, 'video/mp4') : notFound(c);
  });

  return app;
}
