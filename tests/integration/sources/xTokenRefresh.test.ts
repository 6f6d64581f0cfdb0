import { randomBytes, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
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
  const api = sandbox().x?.api ?? '';
  const app = createProductApi({
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
  return { app, store, database, advance: (ms: number) => (now += ms) };
}

async function connect(app: ReturnType<typeof productApiWithClock>['app'], viewer: string) {
  const start = await app.request(
    `http://product.test/api/x/oauth/start?viewer=${viewer}&return_to=/settings&login_hint=nft_nate`,
  );
  const authorize = await fetch(start.headers.get('location') ?? '', { redirect: 'manual' });
  const callback = new URL(authorize.headers.get('location') ?? '');
  const back = await app.request(callback.toString());
  return (
    new URL(back.headers.get('location') ?? '', 'http://product.test').searchParams.get(
      'x_connected',
    ) ?? ''
  );
}

describe('X tokens held by the product server', () => {
  it('refreshes an access token about to expire, and keeps them sealed', async () => {
    const { app, store, database, advance } = productApiWithClock();
    const viewer = randomUUID();
    const id = await connect(app, viewer);
    expect(id).toMatch(/^\d+$/);
    const before = store.get(viewer, id)?.tokens;
    const raw = database.prepare('SELECT sealed_tokens FROM x_accounts').get() as {
      sealed_tokens: string;
    };
    expect(raw.sealed_tokens).not.toContain(before?.accessToken ?? 'x');

    advance(2 * 3600_000); // past the two-hour lifetime X gives
    const me = await app.request('/api/x/users/me', {
      headers: { 'X-Viewer-Id': viewer, 'X-Account-Id': id },
    });
    expect(me.status).toBe(200);
    const after = store.get(viewer, id)?.tokens;
    expect(after?.accessToken).not.toBe(before?.accessToken);
    expect(after?.refreshToken).not.toBe(before?.refreshToken); // X's refresh tokens are single-use
  });

  it('drops an account whose refresh X refuses, and answers 401 so the app asks for a sign-in', async () => {
    const { app, store, advance } = productApiWithClock();
    const viewer = randomUUID();
    const id = await connect(app, viewer);
    const account = store.get(viewer, id);
    if (!account) throw new Error('not connected');
    store.save(viewer, account, { ...account.tokens, refreshToken: 'revoked' });
    advance(3 * 3600_000);
    const answer = await app.request('/api/x/users/me', {
      headers: { 'X-Viewer-Id': viewer, 'X-Account-Id': id },
    });
    expect(answer.status).toBe(401);
    expect(await answer.json()).toMatchObject({ type: 'x_session_invalid' });
    expect(store.list(viewer)).toEqual([]);
  });
});
