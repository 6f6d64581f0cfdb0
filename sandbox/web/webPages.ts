import { Hono } from 'hono';
import { z } from 'zod';
import { seedPicture } from '../seed/seedImages';

/** A seeded page: what its head says about it. */
export interface SeededPage {
  path: string;
  /** `<title>`. */
  title: string;
  /** `<meta name="description">`, when the page has one. */
  description?: string;
  /** Open Graph tags, when the page has them (`image` relative to the page when it starts with '/'). */
  og?: { title?: string; description?: string; image?: string; siteName?: string; url?: string };
  body: string;
}

/**
 * The sandbox's small web: pages with and without Open Graph tags, for link
 * previews (composer.md §7.7). Paths are stable; the origin is the server's.
 */
export const SEEDED_PAGES: readonly SeededPage[] = [
  {
    path: '/articles/compose-once',
    title: 'Compose once, post everywhere',
    description: 'How Polycast sends one post to four networks.',
    og: {
      title: 'Compose once, post everywhere',
      description: 'One post, four networks: Farcaster, Lens, X and Bluesky.',
      image: '/images/compose-once.png',
      siteName: 'Polycast Notes',
    },
    body: '<h1>Compose once, post everywhere</h1><p>One post, four networks.</p>',
  },
  {
    path: '/articles/offline-first',
    title: 'Offline first',
    og: {
      title: 'Offline first: the outbox',
      description: 'Every intent is an event; the outbox replays it when the network is back.',
      image: '/images/offline-first.png',
      siteName: 'Polycast Notes',
      url: '/articles/offline-first?ref=og',
    },
    body: '<h1>Offline first</h1><p>Write now, publish later.</p>',
  },
  {
    path: '/articles/red-packets',
    title: 'Red packets &amp; lucky drops',
    og: {
      title: 'Red packets &amp; &quot;lucky&quot; drops',
      description: 'Share tokens with your followers &#8212; first come, first served.',
      image: '/images/red-packets.png',
      siteName: 'Polycast Notes',
    },
    body: '<h1>Red packets</h1>',
  },
  {
    path: '/notes/plain',
    title: 'A plain page',
    description: 'A page with no Open Graph tags, only a title and a description.',
    body: '<p>Nothing fancy here.</p>',
  },
];

const IMAGES: Readonly<Record<string, number>> = {
  '/images/compose-once.png': 0,
  '/images/offline-first.png': 1,
  '/images/red-packets.png': 2,
};

/** A page's HTML: the head as its seed says (values are written as HTML already). */
function pageHtml(page: SeededPage): string {
  const meta = [
    page.description ? `<meta name="description" content="${page.description}">` : '',
    page.og?.title ? `<meta property="og:title" content="${page.og.title}">` : '',
    page.og?.description ? `<meta property="og:description" content="${page.og.description}">` : '',
    page.og?.image ? `<meta property="og:image" content="${page.og.image}">` : '',
    page.og?.siteName ? `<meta property="og:site_name" content="${page.og.siteName}">` : '',
    page.og?.url ? `<meta property="og:url" content="${page.og.url}">` : '',
  ].filter(Boolean);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>${page.title}</title>
${meta.join('\n')}
</head>
<body>${page.body}</body>
</html>
`;
}

const slowQuery = z.object({ ms: z.coerce.number().int().min(0).max(120_000).default(1000) });
const redirectQuery = z.object({ to: z.string().startsWith('/') });

/**
 * The web stand-in: seeded pages, their pictures, and pages that misbehave
 * on purpose (slow, huge, not HTML, redirects) for the link preview's tests,
 * and pictures that do (too big, not a picture) for the image proxy's.
 */
export function createWebPages() {
  const app = new Hono();
  const pictures = new Map<string, Uint8Array<ArrayBuffer>>();

  app.get('/health', (c) => c.json({ ok: true }));
  app.get('/pages', (c) => c.json({ pages: SEEDED_PAGES.map((p) => p.path) }));

  for (const page of SEEDED_PAGES) {
    app.get(page.path, (c) => c.html(pageHtml(page)));
  }

  app.get('/images/:name', (c) => {
    const index = IMAGES[c.req.path];
    if (index === undefined) return c.text('Not found', 404);
    let bytes = pictures.get(c.req.path);
    if (!bytes) {
      bytes = seedPicture(index + 7, 240);
      pictures.set(c.req.path, bytes);
    }
    return c.body(bytes, 200, { 'Content-Type': 'image/png' });
  });

  // 302 to a page of this server (`/redirect?to=/articles/compose-once`), or a loop.
  app.get('/redirect', (c) => {
    const query = redirectQuery.safeParse(c.req.query());
    if (!query.success) return c.text('to must be a path', 400);
    return c.redirect(query.data.to, 302);
  });
  app.get('/redirect-loop', (c) => c.redirect('/redirect-loop', 302));

  // Answers after `ms` milliseconds.
  app.get('/sandbox/slow', async (c) => {
    const { ms } = slowQuery.parse(c.req.query());
    await new Promise((resolve) => setTimeout(resolve, ms));
    return c.html(pageHtml({ path: '/sandbox/slow', title: 'Finally', body: '' }));
  });

  // 3 MB of HTML whose Open Graph title comes only after the first 2 MB.
  app.get('/sandbox/huge', (c) => {
    const filler = `<p>${'x'.repeat(1000)}</p>\n`.repeat(2048);
    return c.html(
      `<!doctype html><html><head><title>Huge page</title>${filler}<meta property="og:title" content="Too far down"></head><body>${filler}</body></html>`,
    );
  });

  app.get('/files/data.json', (c) => c.json({ not: 'a page' }));

  // For the image proxy: a picture past Bluesky's 1,000,000-byte blob limit
  // (a PNG signature, then filler), and HTML that calls itself a PNG.
  app.get('/sandbox/big-picture.png', (c) => {
    const bytes = new Uint8Array(1_200_000).fill(0x2a);
    bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    return c.body(bytes, 200, { 'Content-Type': 'image/png' });
  });
  app.get('/sandbox/disguised.png', (c) =>
    c.body('<!doctype html><script>alert(1)</script>', 200, { 'Content-Type': 'image/png' }),
  );

  return app;
}
