import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { PUSH_PATHS } from '@/domain/push/pushContract';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startProductServer } from '../startProductServer';
import { testServersClosedAfterEach } from '../testing/startTestServer';

const testServers = testServersClosedAfterEach();

const keys = { p256dh: `B${'x'.repeat(86)}`, auth: 'y'.repeat(22) };
const subscription = (endpoint: string) => ({ endpoint, expirationTime: null, keys });

async function setUp(sandboxMode = true) {
  const server = await testServers.start({ sandboxMode, secretKey: randomBytes(32) });
  const send = (method: 'PUT' | 'DELETE', body: unknown, token?: string) =>
    fetch(`${server.url}${PUSH_PATHS.subscriptions}`, {
      method,
      headers: {
        'Content-Type': 'application/json',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    });
  const stored = () =>
    server.query<{ endpoint: string; account_id: string }>(
      'SELECT endpoint, account_id FROM push_subscriptions ORDER BY rowid',
    );
  return { server, send, stored };
}

describe('the push routes (reading.md §3.16)', () => {
  it('answers the server’s VAPID public key to anyone, the same on every ask', async () => {
    const { server } = await setUp();
    const first = (await (await fetch(`${server.url}${PUSH_PATHS.key}`)).json()) as {
      publicKey: string;
    };
    expect(first.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    const again = (await (await fetch(`${server.url}${PUSH_PATHS.key}`)).json()) as unknown;
    expect(again).toEqual(first);
  });

  it('stores a subscription only with a session, for that session’s account', async () => {
    const { server, send, stored } = await setUp();
    const endpoint = 'https://fcm.googleapis.com/fcm/send/abc';
    expect((await send('PUT', subscription(endpoint))).status).toBe(401);
    expect((await send('PUT', subscription(endpoint), 'not-a-token')).status).toBe(401);
    expect(stored()).toEqual([]);
    const token = await server.signUp();
    expect((await send('PUT', subscription(endpoint), token)).status).toBe(204);
    const accountId = server.accounts.accountFor(token);
    expect(stored()).toEqual([{ endpoint, account_id: accountId }]);
    // Uploaded again (each start of the app does): still one.
    expect((await send('PUT', subscription(endpoint), token)).status).toBe(204);
    expect(stored()).toHaveLength(1);
  });

  it('refuses bad shapes and endpoints a push service would not hand out', async () => {
    const { server, send, stored } = await setUp(false);
    const token = await server.signUp();
    const refused = async (body: unknown) => {
      const answer = await send('PUT', body, token);
      return { status: answer.status, error: ((await answer.json()) as { error: string }).error };
    };
    expect(await refused({ endpoint: 'https://push.example.com/1' })).toMatchObject({
      status: 400,
      error: expect.stringContaining('keys'),
    });
    expect(
      await refused({
        ...subscription('https://push.example.com/1'),
        keys: { ...keys, auth: '!' },
      }),
    ).toMatchObject({ status: 400, error: expect.stringContaining('keys.auth') });
    expect(
      await refused(subscription(`https://push.example.com/${'a'.repeat(2000)}`)),
    ).toMatchObject({ status: 400, error: expect.stringContaining('endpoint') });
    for (const [endpoint, why] of [
      ['http://push.example.com/1', 'must be https'],
      ['http://127.0.0.1:4820/push/1', 'must be https'],
      ['https://10.0.0.7/push', 'host name'],
      ['https://[::1]/push', 'host name'],
      ['https://localhost/push', 'host name'],
      ['https://push.example.com:8443/push', 'default https port'],
      ['https://user:pw@push.example.com/push', 'credentials'],
    ] as const) {
      expect(await refused(subscription(endpoint))).toEqual({
        status: 400,
        error: expect.stringContaining(why),
      });
    }
    expect(stored()).toEqual([]);
  });

  it('takes the sandbox’s http stand-in on this machine in sandbox mode only', async () => {
    const { server, send } = await setUp(true);
    const token = await server.signUp();
    expect((await send('PUT', subscription('http://127.0.0.1:4820/push/1'), token)).status).toBe(
      204,
    );
    expect((await send('PUT', subscription('http://push.example.com/1'), token)).status).toBe(400);
  });

  it('removes a subscription for its own account only', async () => {
    const { server, send, stored } = await setUp();
    const endpoint = 'https://updates.push.services.mozilla.com/wpush/v2/abc';
    const owner = await server.signUp('did:plc:owner');
    const other = await server.signUp('did:plc:other');
    await send('PUT', subscription(endpoint), owner);
    expect((await send('DELETE', { endpoint }, other)).status).toBe(204);
    expect(stored()).toHaveLength(1);
    expect((await send('DELETE', { endpoint })).status).toBe(401);
    expect((await send('DELETE', { endpoint }, owner)).status).toBe(204);
    expect(stored()).toEqual([]);
  });
});

describe('the VAPID key across a restart of the server', () => {
  it('is the same key after the server stops and starts on its database', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'polycast-push-restart-'));
    const options = {
      databasePath: join(folder, 'server.sqlite'),
      secretKey: randomBytes(32),
      scheduleDispatcher: false as const,
    };
    const keyOf = async (url: string) =>
      ((await (await fetch(`${url}${PUSH_PATHS.key}`)).json()) as { publicKey: string }).publicKey;
    try {
      const first = await startProductServer(options);
      const before = await keyOf(first.url);
      await first.close();
      const second = await startProductServer(options);
      expect(await keyOf(second.url)).toBe(before);
      await second.close();
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
