import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gifFrameCount } from '../../support/testGif';
import { sandbox } from '../sandbox/sandboxClient';
import { startComposerServer, type ComposerTestServer } from './composerServerKit';

let server: ComposerTestServer;
beforeAll(async () => {
  server = await startComposerServer();
});
afterAll(() => server.close());

const web = () => sandbox().web?.url ?? '';
const preview = (link: string) => server.call('GET', `/oembed?${new URLSearchParams({ link })}`);

describe('GET /oembed against the sandbox web (composer.md §7.7)', () => {
  it('previews the seeded pages: Open Graph, entities decoded, fallbacks', async () => {
    expect((await preview(`${web()}/articles/offline-first`)).body).toEqual({
      code: 0,
      data: {
        og: {
          url: `${web()}/articles/offline-first?ref=og`,
          title: 'Offline first: the outbox',
          description: 'Every intent is an event; the outbox replays it when the network is back.',
          image: `${web()}/images/offline-first.png`,
          site_name: 'Polycast Notes',
        },
      },
    });
    expect((await preview(`${web()}/articles/red-packets`)).body).toMatchObject({
      data: {
        og: {
          title: 'Red packets & "lucky" drops',
          description: 'Share tokens with your followers \u2014 first come, first served.',
        },
      },
    });
    expect((await preview(`${web()}/notes/plain#top`)).body).toMatchObject({
      data: { og: { title: 'A plain page', url: `${web()}/notes/plain` } },
    });
  });

  it('refuses the sandbox’s other services and the server itself: only the web is allowed', async () => {
    for (const link of [
      `${sandbox().farcaster?.hub}/v1/info`,
      `${server.url}/api/health`,
      `${sandbox().admin.url}/faults`,
    ]) {
      const answer = await preview(link);
      expect(answer.status, link).toBe(400);
    }
  });

  it('answers 502 for a page that is missing', async () => {
    expect((await preview(`${web()}/missing`)).status).toBe(502);
  });
});

interface Media {
  url: string;
  dims: [number, number];
  size: number;
  preview: string;
}
interface GifPage {
  results: {
    id: string;
    title: string;
    content_description: string;
    media: { gif: Media; tinygif: Media }[];
  }[];
  next: string;
}

describe('the GIF provider, as /api/networks names it (composer.md §2.5, §7.7)', () => {
  it('is named with its key, and searches in Tenor’s shape with the composer’s parameters', async () => {
    const networks = await server.call('GET', '/api/networks');
    const gifs = (networks.body as { gifs?: { provider: string; search: string; key: string } })
      .gifs;
    expect(gifs).toEqual({
      provider: 'tenor',
      search: sandbox().gifs?.search,
      key: sandbox().gifs?.key,
    });
    const search = (q: string, pos?: string, limit = 20) =>
      fetch(
        `${gifs?.search}?${new URLSearchParams({
          key: gifs?.key ?? '',
          q,
          contentfilter: 'high',
          media_filter: 'minimal',
          limit: String(limit),
          ...(pos ? { pos } : {}),
        })}`,
      ).then(async (r) => (await r.json()) as GifPage);
    const page = await search('celebrate');
    expect(page.results.map((r) => r.title)).toEqual([
      'Happy dance',
      'Victory dance',
      'High five',
      'Fireworks',
    ]);
    expect(page.next).toBe('');
    const tiny = page.results[0]?.media[0]?.tinygif;
    expect(tiny).toMatchObject({
      dims: [80, 60],
      size: expect.any(Number),
      preview: expect.stringContaining('/preview.png'),
    });
    const bytes = new Uint8Array(await (await fetch(tiny?.url ?? '')).arrayBuffer());
    expect(bytes.length).toBe(tiny?.size);
    expect(gifFrameCount(bytes)).toBeGreaterThan(1);
    const first = await search('a', undefined, 5);
    expect(first.results).toHaveLength(5);
    expect(first.next).toBe('5');
    const second = await search('a', first.next, 5);
    expect(second.results.length).toBeGreaterThan(0);
    expect(second.results.map((r) => r.id)).not.toContain(first.results[0]?.id);
  });
});
