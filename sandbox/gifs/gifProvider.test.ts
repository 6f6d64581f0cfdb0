import { describe, expect, it } from 'vitest';
import { gifFrameCount } from '../../tests/support/testGif';
import { createGifProvider, SANDBOX_GIF_KEY, SEEDED_GIFS } from './gifProvider';

interface MediaObject {
  url: string;
  dims: [number, number];
  size: number;
  preview: string;
  duration: number;
}
interface SearchAnswer {
  results: {
    id: string;
    title: string;
    content_description: string;
    media: { gif: MediaObject; tinygif: MediaObject }[];
  }[];
  next: string;
}

const app = createGifProvider();
const search = (params: Record<string, string>) =>
  app.request(`http://gifs.test/v1/search?${new URLSearchParams(params)}`);
const minimal = { key: SANDBOX_GIF_KEY, contentfilter: 'high', media_filter: 'minimal' };

describe('the GIF provider stand-in (Tenor v1 search shape, composer.md §7.7)', () => {
  it('finds GIFs by title and tags, with gif and tinygif media that are real animated GIFs', async () => {
    const answer = await search({ ...minimal, q: 'dance', limit: '20' });
    expect(answer.status).toBe(200);
    const body = (await answer.json()) as SearchAnswer;
    expect(body.results.map((r) => r.title)).toEqual([
      'Happy dance',
      'Victory dance',
      'Dance party',
    ]);
    const first = body.results[0];
    expect(first?.content_description).toBe('Happy dance GIF');
    const media = first?.media[0];
    expect(media?.tinygif).toMatchObject({
      dims: [80, 60],
      url: expect.stringMatching(/^http:\/\/gifs\.test\//),
    });
    expect(media?.gif.dims).toEqual([160, 120]);
    const file = await app.request(media?.gif.url ?? '');
    expect(file.headers.get('content-type')).toBe('image/gif');
    const bytes = new Uint8Array(await file.arrayBuffer());
    expect(bytes.length).toBe(media?.gif.size);
    expect(gifFrameCount(bytes)).toBe(6);
    const preview = await app.request(media?.gif.preview ?? '');
    expect(preview.headers.get('content-type')).toBe('image/png');
  });

  it('pages with limit and pos until next is empty', async () => {
    const seen: string[] = [];
    let pos = '';
    for (let page = 0; page < 10; page++) {
      const body = (await (
        await search({ ...minimal, q: 'e', limit: '5', ...(pos ? { pos } : {}) })
      ).json()) as SearchAnswer;
      seen.push(...body.results.map((r) => r.id));
      if (!body.next) break;
      pos = body.next;
    }
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.length).toBe(
      SEEDED_GIFS.filter(
        (g) => g.rating === 'G' && /e/i.test([g.title, g.description, ...g.tags].join(' ')),
      ).length,
    );
  });

  it('keeps rated content out under contentfilter=high, and lets it through when off', async () => {
    const high = (await (await search({ ...minimal, q: 'battle' })).json()) as SearchAnswer;
    expect(high.results).toEqual([]);
    const off = (await (
      await search({ ...minimal, contentfilter: 'off', q: 'battle' })
    ).json()) as SearchAnswer;
    expect(off.results).toHaveLength(1);
  });

  it('refuses a wrong key (401) and a missing query (400)', async () => {
    expect((await search({ ...minimal, key: 'nope', q: 'cat' })).status).toBe(401);
    expect((await search({ ...minimal, q: '' })).status).toBe(400);
  });
});

interface GiphyAnswer {
  data: {
    id: string;
    title: string;
    alt_text: string;
    url: string;
    images: Record<string, { url: string; width: string; height: string; size?: string }>;
  }[];
  pagination: { total_count: number; count: number; offset: number };
}

describe('the GIF provider stand-in (Giphy search shape)', () => {
  const giphy = (params: Record<string, string>) =>
    app.request(`http://gifs.test/v1/gifs/search?${new URLSearchParams(params)}`);

  it('answers the same GIFs with Giphy’s renditions, sizes as strings', async () => {
    const answer = await giphy({ api_key: SANDBOX_GIF_KEY, q: 'dance', rating: 'g', limit: '20' });
    expect(answer.status).toBe(200);
    const body = (await answer.json()) as GiphyAnswer;
    expect(body.data.map((d) => d.title)).toEqual([
      'Happy dance GIF',
      'Victory dance GIF',
      'Dance party GIF',
    ]);
    expect(body.pagination).toEqual({ total_count: 3, count: 3, offset: 0 });
    const original = body.data[0]?.images.original;
    expect(original).toMatchObject({ width: '160', height: '120' });
    const file = await app.request(original?.url ?? '');
    expect(file.headers.get('content-type')).toBe('image/gif');
    expect(String((await file.arrayBuffer()).byteLength)).toBe(original?.size);
    const still = await app.request(body.data[0]?.images.original_still?.url ?? '');
    expect(still.headers.get('content-type')).toBe('image/png');
  });

  it('pages with offset, limits by rating, and refuses a wrong key', async () => {
    const page = (await (
      await giphy({ api_key: SANDBOX_GIF_KEY, q: 'dance', limit: '2', offset: '2' })
    ).json()) as GiphyAnswer;
    // Rating r lets the PG-13 one through.
    expect(page.pagination).toEqual({ total_count: 4, count: 2, offset: 2 });
    expect((await giphy({ api_key: 'nope', q: 'dance' })).status).toBe(401);
    expect((await giphy({ api_key: SANDBOX_GIF_KEY })).status).toBe(400);
  });
});
