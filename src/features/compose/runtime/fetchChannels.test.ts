import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchChannels } from './fetchChannels';

const channel = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  name: id,
  url: `https://warpcast.com/~/channel/${id}`,
  parentUrl: `https://warpcast.com/~/channel/${id}`,
  followerCount: 10,
  unavailable: false,
  blocked: false,
  source: 'Farcaster',
  ...extra,
});

/** The product server's answers by path (what it would say), and the addresses asked. */
function serve(answers: Record<string, unknown>) {
  const asked: string[] = [];
  vi.stubGlobal('fetch', async (input: string) => {
    const url = new URL(input);
    asked.push(`${url.pathname}${url.search}`);
    const body = answers[url.pathname];
    return body === undefined
      ? new Response('{}', { status: 404 })
      : new Response(JSON.stringify(body), { status: 200 });
  });
  return asked;
}

afterEach(() => vi.unstubAllGlobals());

describe('fetchChannels (composer.md §7.7)', () => {
  it("merges the user's own Farcaster channels before discover's, leaving out unavailable ones", async () => {
    const asked = serve({
      '/api/channels/farcaster/profile/1': {
        code: 0,
        data: { channels: [channel('polycast'), channel('founders', { unavailable: true })] },
      },
      '/api/channels/farcaster/discover': {
        code: 0,
        data: { channels: [channel('base'), channel('polycast')] },
      },
    });
    const found = await fetchChannels({
      apiBase: 'http://app.test',
      source: 'Farcaster',
      profileId: '1',
      query: '',
    });
    expect(found.map((c) => c.id)).toEqual(['polycast', 'base']);
    expect(asked.sort()).toEqual([
      '/api/channels/farcaster/discover?limit=20&profileId=1',
      '/api/channels/farcaster/profile/1?limit=10',
    ]);
  });

  it('searches by the typed text, and on Lens offers discover alone', async () => {
    const group = channel('0xgroup', { source: 'Lens', parentUrl: '0xfeed' });
    const asked = serve({
      '/api/channels/lens/search': { code: 0, data: { channels: [group] } },
      '/api/channels/lens/discover': { code: 0, data: { channels: [group] } },
    });
    const viewer = '0x00000000000000000000000000000000000000aa';
    const options = { apiBase: 'http://app.test', source: 'Lens' as const, profileId: viewer };
    expect(await fetchChannels({ ...options, query: ' poly ' })).toHaveLength(1);
    expect(await fetchChannels({ ...options, query: '' })).toHaveLength(1);
    expect(asked).toEqual([
      `/api/channels/lens/search?q=poly&limit=20&profileId=${viewer}`,
      `/api/channels/lens/discover?limit=20&profileId=${viewer}`,
    ]);
  });

  it('fails on an error status or an answer of another shape', async () => {
    serve({ '/api/channels/farcaster/search': { code: 0, data: { list: [] } } });
    const options = { apiBase: 'http://app.test', source: 'Farcaster' as const };
    await expect(fetchChannels({ ...options, query: 'x' })).rejects.toThrow('unknown shape');
    await expect(fetchChannels({ ...options, query: '' })).rejects.toThrow('(404)');
  });
});
