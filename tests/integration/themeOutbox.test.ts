import { afterEach, describe, expect, it } from 'vitest';
import { appCatalog } from '@/events/appCatalog';
import { openProjection } from '@/events/projectionRunner';
import { openTestLog } from '@/events/testing/openTestLog';
import { drainServerCalls, type SendServerCall } from '@/sync/drainServerCalls';
import { serverCallsProjection } from '@/sync/serverCallsProjection';
import { startProductServer, type RunningProductServer } from '../../server/startProductServer';
import { createMemoryThemeStore } from '../../server/themeStore';

const VIEWER = '5b0e1c2e-8a3b-4c39-9d7e-6f1a2b3c4d5e';
const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function setup() {
  const { log, snapshots, close } = await openTestLog(appCatalog);
  const calls = await openProjection({ log, snapshots, projection: serverCallsProjection });
  cleanups.push(close, () => calls.close());
  return { log, calls };
}

function sender(baseUrl: () => string, seen: string[]): SendServerCall {
  return (call) => {
    seen.push(call.path);
    return fetch(baseUrl() + call.path, {
      method: call.method,
      headers: { 'Idempotency-Key': call.id, 'X-Viewer-Id': VIEWER },
    });
  };
}

describe('theme changes through the outbox, against the product server', () => {
  it('keeps a change made offline and sends only the latest when the server is back', async () => {
    const { log, calls } = await setup();
    const themes = createMemoryThemeStore();
    let server: RunningProductServer | undefined = await startProductServer({
      themes,
      sandboxMode: true,
    });
    const port = server.port;
    await server.close();
    server = undefined;
    const sent: string[] = [];
    const send = sender(() => `http://127.0.0.1:${port}`, sent);

    await log.append({ type: 'ThemeChanged', aggregateId: 'settings', payload: { theme: 'dark' } });
    await drainServerCalls({ log, state: await calls.catchUp(), send });
    const failed = Object.values((await calls.catchUp()).calls);
    expect(failed).toHaveLength(1);
    expect(failed[0]).toMatchObject({
      attempts: 1,
      status: 'pending',
      lastFailure: { reason: 'network' },
    });

    // Two more changes while offline: the first pending call is superseded.
    await log.append({
      type: 'ThemeChanged',
      aggregateId: 'settings',
      payload: { theme: 'light' },
    });
    await log.append({ type: 'ThemeChanged', aggregateId: 'settings', payload: { theme: 'dark' } });
    expect(Object.keys((await calls.catchUp()).calls)).toHaveLength(1);

    server = await startProductServer({ themes, port, sandboxMode: true });
    cleanups.push(() => server?.close());
    await drainServerCalls({
      log,
      state: await calls.catchUp(),
      send,
      retryNetworkFailuresNow: true,
    });
    expect(themes.get(VIEWER)).toBe('dark');
    expect((await calls.catchUp()).calls).toEqual({});
    expect(sent).toEqual([
      '/api/settings/theme?root_class=dark',
      '/api/settings/theme?root_class=dark',
    ]);

    // Nothing is sent twice once it succeeded.
    await drainServerCalls({
      log,
      state: await calls.catchUp(),
      send,
      retryNetworkFailuresNow: true,
    });
    expect(sent).toHaveLength(2);
  });

  it('honours Retry-After and stops on a rejected call', async () => {
    const { log, calls } = await setup();
    const responses = [
      new Response('busy', { status: 503, headers: { 'Retry-After': '30' } }),
      new Response('no', { status: 400 }),
    ];
    const send: SendServerCall = async () =>
      responses.shift() ?? new Response(null, { status: 500 });
    const now = 1_000_000;
    await log.append({
      type: 'ThemeChanged',
      aggregateId: 'settings',
      payload: { theme: 'dark' },
      at: now,
    });

    const next = await drainServerCalls({
      log,
      state: await calls.catchUp(),
      send,
      now: () => now,
    });
    expect(next).toBe(now + 30_000);
    expect(
      await drainServerCalls({ log, state: await calls.catchUp(), send, now: () => now }),
    ).toBe(now + 30_000);

    await drainServerCalls({ log, state: await calls.catchUp(), send, now: () => now + 30_000 });
    const [call] = Object.values((await calls.catchUp()).calls);
    expect(call).toMatchObject({
      status: 'failed',
      attempts: 2,
      lastFailure: { reason: 'HTTP 400', retryable: false },
    });
  });

  it('gives up on a call older than 7 days', async () => {
    const { log, calls } = await setup();
    await log.append({
      type: 'ThemeChanged',
      aggregateId: 'settings',
      payload: { theme: 'light' },
      at: 0,
    });
    const sent: string[] = [];
    await drainServerCalls({
      log,
      state: await calls.catchUp(),
      send: sender(() => 'http://127.0.0.1:9', sent),
      now: () => 8 * 24 * 3600_000,
    });
    expect(sent).toEqual([]);
    expect(Object.values((await calls.catchUp()).calls)[0]).toMatchObject({
      status: 'failed',
      lastFailure: { reason: 'Gave up after 7 days' },
    });
  });

  it('answers a bad theme with a clear 400', async () => {
    const server = await startProductServer({ sandboxMode: true });
    cleanups.push(() => server.close());
    const response = await fetch(`${server.url}/api/settings/theme?root_class=blue`, {
      method: 'POST',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'root_class must be "light" or "dark"' });
  });
});
