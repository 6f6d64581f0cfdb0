import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { z } from 'zod';
import { makeTestGif } from '../../tests/support/testGif';
import { seedPicture } from '../seed/seedImages';

/** The sandbox's API key for the GIF provider (any other key is refused, as Tenor and Giphy do). */
export const SANDBOX_GIF_KEY = 'polycast-sandbox-gif-key';

type Rating = 'G' | 'PG' | 'PG-13' | 'R';

interface SeededGif {
  id: string;
  title: string;
  description: string;
  tags: readonly string[];
  rating: Rating;
}

const gif = (
  id: string,
  title: string,
  tags: readonly string[],
  rating: Rating = 'G',
): SeededGif => ({
  id,
  title,
  description: `${title} GIF`,
  tags,
  rating,
});

/** Seeded GIFs: small real animated GIFs made in code, searchable by title and tags. */
export const SEEDED_GIFS: readonly SeededGif[] = [
  gif('10000001', 'Happy dance', ['happy', 'dance', 'celebrate']),
  gif('10000002', 'Victory dance', ['dance', 'win', 'celebrate']),
  gif('10000003', 'Dance party', ['dance', 'party']),
  gif('10000004', 'Thumbs up', ['thumbs up', 'ok', 'yes']),
  gif('10000005', 'Good morning', ['gm', 'morning', 'coffee']),
  gif('10000006', 'gm frens', ['gm', 'friends']),
  gif('10000007', 'Cat typing', ['cat', 'typing', 'work']),
  gif('10000008', 'Cat nap', ['cat', 'sleep']),
  gif('10000009', 'Wave hello', ['hello', 'wave', 'hi']),
  gif('10000010', 'Mind blown', ['wow', 'mind blown']),
  gif('10000011', 'Applause', ['clap', 'applause', 'bravo']),
  gif('10000012', 'To the moon', ['moon', 'rocket', 'crypto']),
  gif('10000013', 'Wen airdrop', ['airdrop', 'crypto', 'wen']),
  gif('10000014', 'Shipping it', ['ship', 'deploy', 'work']),
  gif('10000015', 'Coffee time', ['coffee', 'morning']),
  gif('10000016', 'Facepalm', ['facepalm', 'oops']),
  gif('10000017', 'Shrug', ['shrug', 'whatever']),
  gif('10000018', 'Popcorn', ['popcorn', 'watching', 'drama']),
  gif('10000019', 'High five', ['high five', 'celebrate', 'yes']),
  gif('10000020', 'Rainbow', ['rainbow', 'colours']),
  gif('10000021', 'Fireworks', ['fireworks', 'celebrate', 'party']),
  gif('10000022', 'Loading', ['loading', 'wait']),
  gif('10000023', 'Thank you', ['thanks', 'thank you']),
  gif('10000024', 'Bye bye', ['bye', 'wave']),
  gif('10000025', 'Dance battle (unrated)', ['dance', 'battle'], 'PG-13'),
];

/** Sizes of the formats served: `gif` full, `tinygif` small (both animated), `preview` a still. */
const FORMATS = {
  gif: { width: 160, height: 120, frames: 6 },
  tinygif: { width: 80, height: 60, frames: 4 },
} as const;
type Format = keyof typeof FORMATS;

/** Tenor's content filters, and the ratings each lets through. */
const ALLOWED: Record<string, readonly Rating[]> = {
  off: ['G', 'PG', 'PG-13', 'R'],
  low: ['G', 'PG', 'PG-13'],
  medium: ['G', 'PG'],
  high: ['G'],
};

const searchQuery = z.object({
  key: z.string().optional(),
  q: z.string().trim().min(1, 'q is required'),
  contentfilter: z.enum(['off', 'low', 'medium', 'high']).default('off'),
  media_filter: z.enum(['minimal', 'basic', 'default']).default('default'),
  limit: z.coerce.number().int().min(1).max(50).default(20),
  pos: z.string().regex(/^\d*$/, 'pos must be a value from an earlier answer').optional(),
});

/** Giphy's search query (`GET /v1/gifs/search`): `api_key`, `q`, `limit`, `offset`, `rating`. */
const giphyQuery = z.object({
  api_key: z.string().optional(),
  q: z.string().trim().min(1, 'q is required'),
  limit: z.coerce.number().int().min(1).max(50).default(25),
  offset: z.coerce.number().int().min(0).max(4999).default(0),
  rating: z.enum(['g', 'pg', 'pg-13', 'r']).default('r'),
  lang: z.string().optional(),
});

/** Giphy's ratings, and the content each lets through (a limit, not a filter). */
const GIPHY_RATINGS: Record<string, readonly Rating[]> = {
  g: ['G'],
  pg: ['G', 'PG'],
  'pg-13': ['G', 'PG', 'PG-13'],
  r: ['G', 'PG', 'PG-13', 'R'],
};

const matches = (item: SeededGif, words: readonly string[]) => {
  const haystack = [item.title, item.description, ...item.tags].join(' ').toLowerCase();
  return words.every((word) => haystack.includes(word));
};

/**
 * A GIF provider's search API in the shape of Tenor's v1
 * (`GET /v1/search?key&q&contentfilter&media_filter&limit&pos`, composer.md
 * §7.7): `results[]` with `media[0].gif | tinygif {url, dims, size, preview,
 * duration}`, `title`, `content_description`, and `next`; and the same
 * GIFs in the shape of Giphy's (`GET /v1/gifs/search`), as X takes GIFs from
 * Giphy only. The GIF files are served by the same server, with CORS as the
 * providers' CDNs send it.
 */
export function createGifProvider() {
  const app = new Hono();
  app.use('*', cors());
  const files = new Map<string, Uint8Array<ArrayBuffer>>();

  const fileOf = (item: SeededGif, format: Format | 'preview'): Uint8Array<ArrayBuffer> => {
    const key = `${item.id}/${format}`;
    let bytes = files.get(key);
    if (!bytes) {
      const index = SEEDED_GIFS.indexOf(item);
      bytes =
        format === 'preview'
          ? seedPicture(index, FORMATS.gif.width)
          : makeTestGif({ ...FORMATS[format], delayCs: 8 + (index % 5) * 2 });
      files.set(key, bytes);
    }
    return bytes;
  };

  const mediaOf = (origin: string, item: SeededGif) => {
    const preview = `${origin}/media/${item.id}/preview.png`;
    const format = (name: Format) => ({
      url: `${origin}/media/${item.id}/${name}.gif`,
      dims: [FORMATS[name].width, FORMATS[name].height],
      duration: (FORMATS[name].frames * (8 + (SEEDED_GIFS.indexOf(item) % 5) * 2)) / 100,
      preview,
      size: fileOf(item, name).length,
    });
    return { gif: format('gif'), tinygif: format('tinygif') };
  };

  app.get('/health', (c) => c.json({ ok: true }));

  app.get('/v1/search', (c) => {
    const query = searchQuery.safeParse(c.req.query());
    if (!query.success) {
      return c.json({ code: 1, error: query.error.issues[0]?.message ?? 'bad request' }, 400);
    }
    if (query.data.key !== SANDBOX_GIF_KEY)
      return c.json({ code: 3, error: 'Please use a valid API Key' }, 401);
    const { q, contentfilter, limit } = query.data;
    const words = q.toLowerCase().split(/\s+/).filter(Boolean);
    const found = SEEDED_GIFS.filter(
      (item) => ALLOWED[contentfilter]?.includes(item.rating) && matches(item, words),
    );
    const start = Number(query.data.pos || 0);
    const page = found.slice(start, start + limit);
    const origin = new URL(c.req.url).origin;
    return c.json({
      weburl: `${origin}/search/${encodeURIComponent(q)}-gifs`,
      results: page.map((item) => ({
        id: item.id,
        title: item.title,
        content_description: item.description,
        content_rating: item.rating,
        h1_title: item.title,
        media: [mediaOf(origin, item)],
        bg_color: '',
        created: 1_700_000_000 + Number(item.id.slice(-2)),
        itemurl: `${origin}/view/${item.id}`,
        url: `${origin}/view/${item.id}`,
        tags: [...item.tags],
        flags: [],
        shares: 0,
        hasaudio: false,
        hascaption: false,
        source_id: '',
      })),
      // Where the next page starts; empty once there is none.
      next: start + page.length < found.length ? String(start + page.length) : '',
    });
  });

  /** A rendition as Giphy writes it: sizes as strings, the still with no size. */
  const giphyRendition = (origin: string, item: SeededGif, name: Format) => ({
    url: `${origin}/media/${item.id}/${name}.gif`,
    width: String(FORMATS[name].width),
    height: String(FORMATS[name].height),
    size: String(fileOf(item, name).length),
  });
  const giphyStill = (origin: string, item: SeededGif) => ({
    url: `${origin}/media/${item.id}/preview.png`,
    width: String(FORMATS.gif.width),
    height: String(FORMATS.gif.height),
  });
  const slugOf = (item: SeededGif) =>
    `${item.title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')}-${item.id}`;

  /**
   * The same GIFs in Giphy's search shape (`GET /v1/gifs/search?api_key&q
   * &limit&offset&rating`): `data[]` with `images.original`, `fixed_width_small`,
   * `preview_gif` and `original_still` (sizes as strings), `title`, `alt_text`,
   * and `pagination {total_count, count, offset}`. A wrong key answers 401.
   */
  app.get('/v1/gifs/search', (c) => {
    const query = giphyQuery.safeParse(c.req.query());
    if (!query.success) {
      const msg = query.error.issues[0]?.message ?? 'Bad Request';
      return c.json({ meta: { status: 400, msg, response_id: '' }, data: [] }, 400);
    }
    if (query.data.api_key !== SANDBOX_GIF_KEY)
      return c.json({ meta: { status: 401, msg: 'Unauthorized', response_id: '' }, data: [] }, 401);
    const { q, rating, limit, offset } = query.data;
    const words = q.toLowerCase().split(/\s+/).filter(Boolean);
    const found = SEEDED_GIFS.filter(
      (item) => GIPHY_RATINGS[rating]?.includes(item.rating) && matches(item, words),
    );
    const page = found.slice(offset, offset + limit);
    const origin = new URL(c.req.url).origin;
    return c.json({
      data: page.map((item) => ({
        type: 'gif',
        id: item.id,
        url: `${origin}/gifs/${slugOf(item)}`,
        slug: slugOf(item),
        title: `${item.title} GIF`,
        alt_text: item.description,
        rating: item.rating.toLowerCase(),
        images: {
          original: giphyRendition(origin, item, 'gif'),
          fixed_width_small: giphyRendition(origin, item, 'tinygif'),
          preview_gif: giphyRendition(origin, item, 'tinygif'),
          original_still: giphyStill(origin, item),
        },
      })),
      pagination: { total_count: found.length, count: page.length, offset },
      meta: { status: 200, msg: 'OK', response_id: `sandbox-${Date.now().toString(36)}` },
    });
  });

  app.get('/media/:id/:file', (c) => {
    const item = SEEDED_GIFS.find((g) => g.id === c.req.param('id'));
    const name = c.req.param('file');
    const format =
      name === 'gif.gif'
        ? 'gif'
        : name === 'tinygif.gif'
          ? 'tinygif'
          : name === 'preview.png'
            ? 'preview'
            : undefined;
    if (!item || !format) return c.text('Not found', 404);
    return c.body(fileOf(item, format), 200, {
      'Content-Type': format === 'preview' ? 'image/png' : 'image/gif',
      'Cache-Control': 'public, max-age=31536000, immutable',
    });
  });

  return app;
}
