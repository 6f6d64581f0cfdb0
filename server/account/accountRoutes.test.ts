import { describe, expect, it } from 'vitest';
import type { ProfileProof } from '@/domain/accounts/profileProof';
import { createRateLimiter } from '../http/rateLimiter';
import { RATE_LIMITS } from '../http/rateLimitPolicies';
import { openServerDatabase } from '../storage/openServerDatabase';
import { createAccountRoutes, LAST_ACCOUNT_MESSAGE } from './accountRoutes';
import { createProductAccountStore, type LinkedProfile } from './productAccountStore';
import type { ProfileProofs } from './proofs/createProfileProofs';
import { refused } from './proofs/proofOutcome';

const bsky = {
  source: 'Bsky',
  profileId: 'did:plc:abc',
  handle: 'polly.test',
  displayName: 'Polly',
} as const;
const farcaster = {
  source: 'Farcaster',
  profileId: '12',
  handle: 'polly',
  displayName: 'Polly',
} as const;

/** A proof the networks would accept (checking real proofs: tests/integration/accounts). */
const GOOD = `0x${'ab'.repeat(64)}`;
const proofOf = (profile: { source: string }, signature = GOOD): ProfileProof =>
  profile.source === 'Bsky'
    ? { source: 'Bsky', token: `good-token-${signature}` }
    : {
        source: 'Farcaster',
        nonce: 'n'.repeat(32),
        signerPublicKey: `0x${'cd'.repeat(32)}`,
        signature,
      };
const proven = (profile: LinkedProfile, signature?: string) => ({
  profile,
  proof: proofOf(profile, signature),
});

/**
 * The networks' side of a proof, for the routes' own logic: a proof is good
 * when it carries GOOD, and the profile is answered as its network vouches
 * for it (here, the handle the network knows).
 */
const networksSay: Pick<ProfileProofs, 'challenge' | 'verify'> = {
  challenge: () => ({ audience: 'did:web:polycast.test', nonce: 'n'.repeat(32), expiresAt: 0 }),
  async verify(profile, proof) {
    const good =
      'token' in proof
        ? proof.token.endsWith(GOOD)
        : 'signature' in proof && proof.signature === GOOD;
    if (!good) return refused('This proof is not valid.');
    return { ok: true, profile };
  },
};

function setUp(limits = RATE_LIMITS) {
  const db = openServerDatabase();
  const store = createProductAccountStore(db);
  const routes = createAccountRoutes({
    store,
    proofs: networksSay,
    limiter: createRateLimiter(db),
    limits,
  });
  const call = (method: string, path: string, options: { token?: string; body?: unknown } = {}) =>
    routes.request(path, {
      method,
      headers: {
        'Content-Type': 'application/json',
        ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
      },
      ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
    });
  return { db, call, store };
}

async function signUp(
  call: ReturnType<typeof setUp>['call'],
  profiles: LinkedProfile[],
  status = 201,
) {
  const answer = await call('POST', '/', { body: { profiles: profiles.map((p) => proven(p)) } });
  expect(answer.status).toBe(status);
  const { data } = (await answer.json()) as { data: { sessionToken: string; accountId: string } };
  return data;
}

describe('product account routes', () => {
  it('signs up with proven profiles and lists them back to that session only', async () => {
    const { call } = setUp();
    const { sessionToken } = await signUp(call, [bsky, farcaster]);
    const listed = await call('GET', '/connections', { token: sessionToken });
    expect(listed.status).toBe(200);
    expect(await listed.json()).toEqual({ data: { connections: [bsky, farcaster] } });
    expect((await call('GET', '/connections')).status).toBe(401);
  });

  it('signs a second device in to the account that links a proven profile, instead of making another', async () => {
    const { call, db } = setUp();
    const first = await signUp(call, [bsky]);
    const second = await signUp(call, [farcaster, bsky], 200);
    expect(second.accountId).toBe(first.accountId);
    expect(second.sessionToken).not.toBe(first.sessionToken);
    // Both devices see the same account, which now links the new profile too.
    for (const token of [first.sessionToken, second.sessionToken]) {
      expect(await (await call('GET', '/connections', { token })).json()).toEqual({
        data: { connections: [bsky, farcaster] },
      });
    }
    expect(db.prepare('SELECT COUNT(*) AS n FROM product_accounts').get()).toEqual({ n: 1 });
  });

  it('links nothing and makes no account without a proof the network accepts', async () => {
    const { call, db } = setUp();
    const unproven = await call('POST', '/', { body: { profiles: [{ profile: bsky }] } });
    expect(unproven.status).toBe(400);
    expect(await unproven.json()).toEqual({ error: expect.stringContaining('profiles.0.proof') });
    const forged = await call('POST', '/', {
      body: { profiles: [proven(bsky), proven(farcaster, `0x${'00'.repeat(64)}`)] },
    });
    expect(forged.status).toBe(403);
    expect(await forged.json()).toEqual({ error: 'This proof is not valid.' });
    expect(db.prepare('SELECT COUNT(*) AS n FROM product_accounts').get()).toEqual({ n: 0 });

    const { sessionToken } = await signUp(call, [bsky]);
    const link = await call('PUT', '/connections', {
      token: sessionToken,
      body: proven(farcaster, `0x${'00'.repeat(64)}`),
    });
    expect(link.status).toBe(403);
    const bare = await call('PUT', '/connections', { token: sessionToken, body: farcaster });
    expect(bare.status).toBe(400);
    expect(await (await call('GET', '/connections', { token: sessionToken })).json()).toEqual({
      data: { connections: [bsky] },
    });
  });

  it('keeps only a hash of the session token', async () => {
    const { db, call } = setUp();
    const { sessionToken } = await signUp(call, [bsky]);
    const rows = db.prepare('SELECT token_hash FROM product_sessions').all() as {
      token_hash: string;
    }[];
    expect(rows).toHaveLength(1);
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

  it('links another proven profile, and relinking refreshes its name instead of doubling it', async () => {
    const { call } = setUp();
    const { sessionToken } = await signUp(call, [bsky]);
    await call('PUT', '/connections', { token: sessionToken, body: proven(farcaster) });
    const renamed = { ...farcaster, displayName: 'Polly C.' };
    const answer = await call('PUT', '/connections', {
      token: sessionToken,
      body: proven(renamed),
    });
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
    const wrong = await call('POST', '/', {
      body: { profiles: [{ profile: { ...bsky, source: 'Myspace' }, proof: proofOf(bsky) }] },
    });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({
      error: expect.stringContaining('profiles.0.profile.source'),
    });
    const notJson = await call('POST', '/', { body: undefined });
    expect(notJson.status).toBe(400);
    expect(db.prepare('SELECT COUNT(*) AS n FROM product_accounts').get()).toEqual({ n: 0 });
  });

  it('limits sign-ups and proof challenges per address', async () => {
    const limits = {
      ...RATE_LIMITS,
      signUpPerAddress: { limit: 2, windowMs: 60_000 },
      proofChallengePerAddress: { limit: 3, windowMs: 60_000 },
    };
    const { call, db } = setUp(limits);
    await signUp(call, [bsky]);
    await signUp(call, [{ ...farcaster, profileId: '13' }]);
    const third = await call('POST', '/', {
      body: { profiles: [proven({ ...farcaster, profileId: '14' })] },
    });
    expect(third.status).toBe(429);
    expect(third.headers.get('Retry-After')).toMatch(/^\d+$/);
    expect(await third.json()).toEqual({ error: expect.stringMatching(/^Too many requests/) });
    expect(db.prepare('SELECT COUNT(*) AS n FROM product_accounts').get()).toEqual({ n: 2 });
    for (let i = 0; i < 3; i += 1) {
      expect((await call('POST', '/proof-challenge')).status).toBe(200);
    }
    expect((await call('POST', '/proof-challenge')).status).toBe(429);
  });
});
