import { describe, expect, it } from 'vitest';
import { testServersClosedAfterEach, type TestServer } from '../testing/startTestServer';

const testServers = testServersClosedAfterEach();

const CAST = '7:0x' + 'ab'.repeat(20);
const OTHER_CAST = '8:0x' + 'cd'.repeat(20);
const BASE = '/api/reader-actions/farcaster';

/** A Polycast account linking the Farcaster fid 42: its session token. */
function signUpWithFid(server: TestServer, fid = '42') {
  const { accountId, token } = server.accounts.create([
    { source: 'Farcaster', profileId: fid, handle: 'fc', displayName: 'Fc' },
  ]);
  return { accountId, token };
}

async function setUp() {
  const server = await testServers.start();
  const { token } = signUpWithFid(server);
  const get = (path: string, as: string | null = token) =>
    fetch(`${server.url}${BASE}${path}`, {
      headers: as ? { Authorization: `Bearer ${as}` } : {},
    });
  const set = (kind: string, body: unknown, as: string | null = token) =>
    server.postJson(`${BASE}/42/switches/${kind}`, body, as ?? undefined);
  const rows = () =>
    server.query<{ kind: string; target: string; profile_id: string }>(
      'SELECT kind, target, profile_id FROM reader_switches ORDER BY rowid',
    );
  return { server, token, get, set, rows };
}

describe('/api/reader-actions: the switches Farcaster keeps no record of (issue 21)', () => {
  it('keeps a bookmark once however often it is sent, and removes it once asked', async () => {
    const { set, get, rows } = await setUp();
    for (let i = 0; i < 3; i++) {
      const answer = await set('bookmark', { target: CAST, on: true });
      expect(answer.status).toBe(200);
      expect(await answer.json()).toEqual({ on: true });
    }
    expect(rows()).toEqual([{ kind: 'bookmark', target: CAST, profile_id: '42' }]);
    const state = await get(`/42/switches/bookmark?target=${CAST}&target=${OTHER_CAST}`);
    expect(await state.json()).toEqual({ on: [CAST] });
    for (let i = 0; i < 2; i++)
      expect((await set('bookmark', { target: CAST, on: false })).status).toBe(200);
    expect(rows()).toEqual([]);
  });

  it('lists bookmarks the latest first, a page at a time, repeating nothing', async () => {
    const { set, get } = await setUp();
    const casts = [1, 2, 3].map((n) => `${n}:0x${String(n).repeat(40)}`);
    for (const target of casts) await set('bookmark', { target, on: true });
    const first = (await (await get('/42/switches/bookmark/list?limit=2')).json()) as {
      items: { target: string }[];
      cursor?: string;
    };
    expect(first.items.map((i) => i.target)).toEqual([casts[2], casts[1]]);
    const second = (await (
      await get(`/42/switches/bookmark/list?limit=2&cursor=${first.cursor}`)
    ).json()) as { items: { target: string }[]; cursor?: string };
    expect(second.items.map((i) => i.target)).toEqual([casts[0]]);
    expect(second.cursor).toBeUndefined();
  });

  it('keeps mutes and channel blocks apart from bookmarks, each checked for its target', async () => {
    const { set, get, rows } = await setUp();
    expect((await set('mute', { target: '99', on: true })).status).toBe(200);
    expect((await set('blockChannel', { target: 'art', on: true })).status).toBe(200);
    expect(rows().map((r) => r.kind)).toEqual(['mute', 'blockChannel']);
    expect(await (await get('/42/switches/blockChannel?target=art')).json()).toEqual({
      on: ['art'],
    });
    expect(await (await get('/42/switches/bookmark?target=' + CAST)).json()).toEqual({ on: [] });
    // A channel is not a fid, a fid is not a cast.
    const wrong = await set('mute', { target: 'art', on: true });
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as { error: string }).error).toMatch(/^target: not a fid/);
    expect((await set('bookmark', { target: '99', on: true })).status).toBe(400);
    expect((await set('bookmark', { target: CAST })).status).toBe(400);
    expect((await set('like', { target: CAST, on: true })).status).toBe(404);
    expect(rows()).toHaveLength(2);
  });

  it('answers 401 without a session and 403 for a fid the account does not link', async () => {
    const { server, set, get, rows } = await setUp();
    expect((await set('bookmark', { target: CAST, on: true }, null)).status).toBe(401);
    expect((await get('/42/switches/bookmark/list', null)).status).toBe(401);
    const stranger = await server.signUp();
    expect((await set('bookmark', { target: CAST, on: true }, stranger)).status).toBe(403);
    expect((await get('/42/switches/bookmark/list', stranger)).status).toBe(403);
    expect(rows()).toEqual([]);
  });

  it('shares one profile’s switches between the accounts that link it', async () => {
    const { server, set, get } = await setUp();
    await set('bookmark', { target: CAST, on: true });
    const { token: other } = signUpWithFid(server);
    const list = (await (await get('/42/switches/bookmark/list', other)).json()) as {
      items: { target: string }[];
    };
    expect(list.items.map((i) => i.target)).toEqual([CAST]);
  });

  it('keeps a report once however often it is sent, and checks it names a cast', async () => {
    const { server, token } = await setUp();
    const report = (body: unknown, as: string | null = token) =>
      server.postJson(`${BASE}/42/reports`, body, as ?? undefined);
    for (let i = 0; i < 3; i++) {
      const answer = await report({ post: CAST });
      expect(answer.status).toBe(200);
      expect(await answer.json()).toEqual({ reported: true });
    }
    expect(
      server.query<{ post_id: string }>('SELECT post_id FROM reader_reports ORDER BY rowid'),
    ).toEqual([{ post_id: CAST }]);
    expect((await report({ post: 'not-a-cast' })).status).toBe(400);
    expect((await report({ post: CAST }, null)).status).toBe(401);
    expect((await report({ post: CAST }, await server.signUp())).status).toBe(403);
  });
});
