import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { makeTestGif } from '../../tests/support/testGif';
import { gradientPng } from '../seed/seedImages';

type Rgb = readonly [number, number, number];

const COLOURS: readonly (readonly [Rgb, Rgb])[] = [
  [
    [88, 86, 214],
    [255, 45, 85],
  ],
  [
    [0, 122, 255],
    [90, 200, 250],
  ],
  [
    [255, 149, 0],
    [255, 204, 0],
  ],
  [
    [52, 199, 89],
    [0, 122, 255],
  ],
];

const PICTURE = /^picture-(\d+)-(\d+)x(\d+)\.png$/;
const LOOP = /^loop-(\d+)-(\d+)x(\d+)\.gif$/;
const MAX_SIDE = 1600;
const MAX_LOOP_SIDE = 320;

/** Where the hub serves the seeded casts' files (not a hub route: what a cast's embed URLs point at). */
export const castMediaUrl = {
  picture: (hub: string, n: number, width: number, height: number) =>
    `${hub}/v1/sandbox/media/picture-${n}-${width}x${height}.png`,
  loop: (hub: string, n: number, width: number, height: number) =>
    `${hub}/v1/sandbox/media/loop-${n}-${width}x${height}.gif`,
  page: (hub: string, slug: string) => `${hub}/v1/sandbox/pages/${slug}`,
};

const escape = (text: string) =>
  text.replace(
    /[&<>"]/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c,
  );

/**
 * The files seeded casts embed: hubs keep only URLs, so the sandbox serves
 * what they point at, as image hosts and web sites do. Pictures of any size
 * (a gradient PNG), animated GIFs, and web pages with Open Graph tags for
 * link cards. Made on first request, then kept.
 */
export function createCastMediaRoutes() {
  const app = new Hono();
  app.use('*', cors());
  const files = new Map<string, Uint8Array<ArrayBuffer>>();
  const made = (name: string, make: () => Uint8Array<ArrayBuffer>) => {
    let bytes = files.get(name);
    if (!bytes) {
      bytes = make();
      files.set(name, bytes);
    }
    return bytes;
  };

  app.get('/v1/sandbox/media/:file', (c) => {
    const file = c.req.param('file');
    const picture = PICTURE.exec(file);
    if (picture) {
      const [n, width, height] = picture.slice(1).map(Number) as [number, number, number];
      if (width < 1 || height < 1 || width > MAX_SIDE || height > MAX_SIDE)
        return c.text('Not found', 404);
      const [from, to] = COLOURS[n % COLOURS.length] ?? COLOURS[0] ?? [];
      if (!from || !to) return c.text('Not found', 404);
      const bytes = made(file, () => gradientPng({ width, height, from, to }));
      return c.body(bytes, 200, { 'Content-Type': 'image/png' });
    }
    const loop = LOOP.exec(file);
    if (loop) {
      const [n, width, height] = loop.slice(1).map(Number) as [number, number, number];
      if (width < 4 || height < 4 || width > MAX_LOOP_SIDE || height > MAX_LOOP_SIDE)
        return c.text('Not found', 404);
      const bytes = made(file, () =>
        makeTestGif({ width, height, frames: 4 + (n % 3), delayCs: 10 }),
      );
      return c.body(bytes, 200, { 'Content-Type': 'image/gif' });
    }
    return c.text('Not found', 404);
  });

  app.get('/v1/sandbox/pages/:slug', (c) => {
    const slug = c.req.param('slug');
    if (!/^[a-z0-9-]{1,60}$/.test(slug)) return c.text('Not found', 404);
    const title = slug.replace(/-/g, ' ').replace(/^./, (first) => first.toUpperCase());
    const image = castMediaUrl.picture(new URL(c.req.url).origin, slug.length, 1200, 630);
    return c.html(
      `<!doctype html><html><head><meta charset="utf-8"><title>${escape(title)}</title>` +
        `<meta property="og:title" content="${escape(title)}">` +
        `<meta property="og:description" content="A page the sandbox's casts link to.">` +
        `<meta property="og:image" content="${escape(image)}"></head>` +
        `<body><h1>${escape(title)}</h1><p>A page the sandbox's casts link to.</p></body></html>`,
    );
  });

  return app;
}
