import type { Env, Hono } from 'hono';
import type { XHostedFile, XState } from './xState';

/**
 * Where X's media live: pictures and stills on pbs.twimg.com, videos and
 * GIFs (as MP4) on video.twimg.com. The stand-in serves its files under
 * `/pbs/…` and `/video/…` of its own origin, with no token, as X's CDN does;
 * each is made when first asked for and kept, so seeding costs nothing.
 */
export function mountXMediaHost<E extends Env>(app: Hono<E>, state: XState) {
  const made = new Map<string, Uint8Array<ArrayBuffer>>();
  const serve = (path: string, file: XHostedFile) => {
    let bytes = made.get(path);
    if (!bytes) {
      bytes = file.bytes();
      made.set(path, bytes);
    }
    return new Response(bytes, {
      headers: {
        'Content-Type': file.contentType,
        'Cache-Control': 'public, max-age=604800, immutable',
      },
    });
  };
  for (const host of ['/pbs/*', '/video/*']) {
    app.get(host, (c) => {
      const file = state.files.get(c.req.path);
      return file ? serve(c.req.path, file) : c.text('Not found', 404);
    });
  }
}

/** Files on the media host, by path, with the origin they are served from. */
export function hostFile(
  state: XState,
  origin: string,
  path: `/pbs/${string}` | `/video/${string}`,
  file: XHostedFile,
): string {
  state.files.set(path, file);
  return `${origin}${path}`;
}
