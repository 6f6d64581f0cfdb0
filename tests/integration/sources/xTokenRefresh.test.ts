import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createProductAccountStore } from '../../../server/account/productAccountStore';
import {
  createProfileProofs,
  DEFAULT_SERVICE_DID,
  PUBLIC_PLC_DIRECTORY,
} from '../../../server/account/proofs/createProfileProofs';
import { createProofTokenStore } from '../../../server/account/proofs/proofTokenStore';
import { createProductApi } from '../../../server/productApi';
import { openServerDatabase } from '../../../server/storage/openServerDatabase';
import { createSecretBox } from '../../../server/storage/secretBox';
import { createXAccountStore } from '../../../server/x/xAccountStore';
import { sandbox } from '../sandbox/sandboxClient';

/** The product API in process, on a clock the test moves, against the sandbox's X. */
function productApiWithClock() {
  let now = Date.now();
  const database = openServerDatabase(':memory:');
  const store = createXAccountStore(database, createSecretBox(randomBytes(32)), () => now);
  const accounts = createProductAccountStore(database, () => now);
  const api = sandbox().x?.api ?? '';
  const app = createProductApi({
    accounts,
    proofs: createProfileProofs({
      tokens: createProofTokenStore(database),
      audience: DEFAULT_SERVICE_DID,
      networks: () => undefined,
      plcDirectory: () => PUBLIC_PLC_DIRECTORY,
    }),
    x: {
      store,
      now: () => now,
      config: () => ({
        apiUrl: api,
        authorizeUrl: `${api}/i/oauth2/authorize`,
        tokenUrl: `${api}/2/oauth2/token`,
        clientId: 'polycast-test',
      }),
    },
  });
  // A Polycast account to hold the X sign-in (how it came to be is not what is tested here).
  const session = accounts.create([
    { source: 'Bsky', profileId: 'did:plc:nate', handle: 'nate.test', displayName: 'Nate' },
  ]);
  return { app, store, database, session, advance: (ms: number) => (now += ms) };
}

async function connect(
  app: ReturnType<typeof productApiWithClock>['app'],
  session: { token: string },
) {
  const start = await app.request('http://product.test/api/x/oauth/start', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${session.token}` },
    body: JSON.stringify({ returnTo: '/settings', loginHint: 'nft_nate' }),
  });
  const cookie = start.headers.getSetCookie()[0]?.split(';')[0] ?? '';
  const { data } = (await start.json()) as { data: { authorizeUrl: string } };
  const authorize = await fetch(data.authorizeUrl, { redirect: 'manual' });
  const callback = new URL(authorize.headers.get('location') ?? '');
  const back = await app.request(callback.toString(), { headers: { Cookie: cookie } });
  return (
    new URL(back.headers.get('location') ?? '', 'http://product.test').searchParams.get(
      'x_connected',
    ) ?? ''
  );
}

describe('X tokens held by the product server', () => {
  it('refreshes an access token about to expire, and keeps them sealed', async () => {
    const { app, store, database, session, advance } = productApiWithClock();
    const owner = session.accountId;
    const id = await connect(app, session);
    expect(id).toMatch(/^\d+$/);
    const before = store.get(owner, id)?.tokens;
    const raw = database.prepare('SELECT sealed_tokens FROM x_accounts').get() as {
      sealed_tokens: string;
    };
    expect(raw.sealed_tokens).not.toContain(before?.accessToken ?? 'x');

    advance(2 * 3600_000); // past the two-hour lifetime X gives
    const me = await app.request('/api/x/users/me', {
      headers: { Authorization: `Bearer ${session.token}`, 'X-Account-Id': id },
    });
    expect(me.status).toBe(200);
    const after = store.get(owner, id)?.tokens;
    expect(after?.accessToken).not.toBe(before?.accessToken);
    expect(after?.refreshToken).not.toBe(before?.refreshToken); // X's refresh tokens are single-use
  });

  it('drops an account whose refresh X refuses, and answers 401 so the app asks for a sign-in', async () => {
    const { app, store, session, advance } = productApiWithClock();
    const owner = session.accountId;
    const id = await connect(app, session);
    const account = store.get(owner, id);
    if (!account) throw new Error('not connected');
    store.save(owner, account, { ...account.tokens, refreshToken: 'revoked' });
    advance(3 * 3600_000);
    const answer = await app.request('/api/x/users/me', {
      headers: { Authorization: `Bearer ${session.token}`, 'X-Account-Id': id },
    });
    expect(answer.status).toBe(401);
    expect(await answer.json()).toMatchObject({ type: 'x_session_invalid' });
    expect(store.list(owner)).toEqual([]);
  });

  it('shares one refresh between calls that find the token expiring at once, and keeps the account', async () => {
    const { app, store, session, advance } = productApiWithClock();
    const owner = session.accountId;
    const id = await connect(app, session);
    const before = store.get(owner, id)?.tokens;
    advance(2 * 3600_000);
    const me = () =>
      app.request('/api/x/users/me', {
        headers: { Authorization: `Bearer ${session.token}`, 'X-Account-Id': id },
      });
    // A page, its service worker and a second tab, all at once: X's refresh token works once.
    const answers = await Promise.all([me(), me(), me()]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(store.list(owner)).toHaveLength(1);
    expect(store.get(owner, id)?.tokens.refreshToken).not.toBe(before?.refreshToken);
  });
});
