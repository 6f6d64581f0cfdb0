import { describe, expect, it } from 'vitest';
import { openServerDatabase } from '../storage/openServerDatabase';
import { createAccountRoutes, LAST_ACCOUNT_MESSAGE } from './accountRoutes';
import { createProductAccountStore } from './productAccountStore';

const bsky = {
  source: 'Bsky',
  profileId: 'did:plc:abc',
  handle: 'polly.test',
  displayName: 'Polly',
};
const farcaster = { source: 'Farcaster', profileId: '12', handle: 'polly', displayName: 'Polly' };

function setUp() {
  const db = openServerDatabase();
  const routes = createAccountRoutes(createProductAccountStore(db));
  const call = (method: string, path: string, options: { token?: string; body?: unknown } = {}) =>
    routes.request(path, {
      method,
      headers: {
        'Content-Type': 'application/json',
        ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
      },
      ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
    });
  return { db, call };
}

async function signUp(call: ReturnType<typeof setUp>['call'], profiles: unknown[]) {
  const answer = await call('POST', '/', { body: { profiles } });
  expect(answer.status).toBe(201);
  const { data } = (await answer.json()) as { data: { sessionToken: string; accountId: string } };
  return data;
}

describe('product account routes', () => {
  it('signs up with the profiles on the device and lists them back to that session only', async () => {
    const { call } = setUp();
    const { sessionToken } = await signUp(call, [bsky, farcaster]);
    const listed = await call('GET', '/connections', { token: sessionToken });
    expect(listed.status).toBe(200);
    expect(await listed.json()).toEqual({ data: { connections: [bsky, farcaster] } });

    const other = await signUp(call, [farcaster]);
    const theirs = await call('GET', '/connections', { token: other.sessionToken });
    expect(await theirs.json()).toEqual({ data: { connections: [farcaster] } });
  });

  it('keeps only a hash of the session token', async () => {
    const { db, call } = setUp();
    const { sessionToken } = await signUp(call, [bsky]);
    const rows = db.prepare('SELECT token_hash FROM product_sessions').all() as {
      token_hash: string;
    }[];
    expect(rows).toHaveLength(1);
    expect(rows[0]?.token_hash).not.toContain(sessionToken);
    expect(JSON.stringify(rows)).not.toContain(sessionToken);
  });

  it('answers 401 without a session, with a wrong one, and after signing out', async () => {
    const { call } = setUp();
    expect((await call('GET', '/connections')).status).toBe(401);
    expect((await call('GET', '/connections', { token: 'x'.repeat(43) })).status).toBe(401);
    const { sessionToken } = await signUp(call, [bsky]);
    expect((await call('DELETE', '/session', { token: sessionToken })).status).toBe(204);
    expect((await call('GET', '/connections', { token: sessionToken })).status).toBe(401);
  });

  it('links another profile, and relinking refreshes its name instead of doubling it', async () => {
    const { call } = setUp();
    const { sessionToken } = await signUp(call, [bsky]);
    await call('PUT', '/connections', { token: sessionToken, body: farcaster });
    const renamed = { ...farcaster, displayName: 'Polly C.' };
    const answer = await call('PUT', '/connections', { token: sessionToken, body: renamed });
    expect(await answer.json()).toEqual({ data: { connections: [bsky, renamed] } });
  });

  it('refuses to unlink the last profile with the catalogue’s words (reading.md §4.14)', async () => {
    const { call } = setUp();
    const { sessionToken } = await signUp(call, [bsky, farcaster]);
    const first = await call('DELETE', '/connections/Farcaster/12', { token: sessionToken });
    expect(await first.json()).toEqual({ data: { connections: [bsky] } });
    const last = await call('DELETE', `/connections/Bsky/${encodeURIComponent(bsky.profileId)}`, {
      token: sessionToken,
    });
    expect(last.status).toBe(409);
    expect(await last.json()).toEqual({ error: LAST_ACCOUNT_MESSAGE });
    expect((await call('DELETE', '/connections/Lens/0x1', { token: sessionToken })).status).toBe(
      404,
    );
  });

  it('unlinks a profile whatever its id holds: %, /, an escape-like text, unicode', async () => {
    const { call } = setUp();
    const odd = ['100%', 'at%41home', 'a/b', 'a%2Fb', 'ünï ✓ 🦋', '%E0%A4%A'].map((profileId) => ({
      ...farcaster,
      profileId,
    }));
    const { sessionToken } = await signUp(call, [bsky, ...odd]);
    for (const profile of odd) {
      const answer = await call(
        'DELETE',
        `/connections/Farcaster/${encodeURIComponent(profile.profileId)}`,
        { token: sessionToken },
      );
      expect(answer.status, profile.profileId).toBe(200);
      const { data } = (await answer.json()) as { data: { connections: { profileId: string }[] } };
      expect(data.connections.map((p) => p.profileId)).not.toContain(profile.profileId);
    }
    const left = await call('GET', '/connections', { token: sessionToken });
    expect(await left.json()).toEqual({ data: { connections: [bsky] } });
  });

  it('answers 400, not 500, to a malformed escape in the profile id', async () => {
    const { call } = setUp();
    const { sessionToken } = await signUp(call, [bsky, farcaster]);
    for (const raw of ['%E0%A4%A', '100%', '%', 'a%zz']) {
      const answer = await call('DELETE', `/connections/Farcaster/${raw}`, { token: sessionToken });
      expect(answer.status, raw).toBe(400);
      expect(await answer.json()).toEqual({ error: expect.stringContaining('profile id') });
    }
    const listed = await call('GET', '/connections', { token: sessionToken });
    expect(await listed.json()).toEqual({ data: { connections: [bsky, farcaster] } });
  });

  it('refuses bad input with a clear message and stores nothing', async () => {
    const { db, call } = setUp();
    const none = await call('POST', '/', { body: { profiles: [] } });
    expect(none.status).toBe(400);
    expect(await none.json()).toEqual({ error: expect.stringContaining('profiles') });
    const wrong = await call('POST', '/', { body: { profiles: [{ ...bsky, source: 'Myspace' }] } });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({ error: expect.stringContaining('profiles.0.source') });
    const notJson = await call('POST', '/', { body: undefined });
    expect(notJson.status).toBe(400);
    expect(db.prepare('SELECT COUNT(*) AS n FROM product_accounts').get()).toEqual({ n: 0 });
  });
});
