import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { fetchWithTimeout, timedFetch } from './timedFetch';

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(
    servers.splice(0).map(
      (server) =>
        new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeAllConnections();
        }),
    ),
  );
});

/** A server that never answers, or answers its headers and then never finishes the body. */
async function hung(kind: 'silent' | 'headers only'): Promise<string> {
  const server = createServer((_req, res) => {
    if (kind === 'headers only') {
      res.writeHead(200, { 'Content-Type': 'text/plain' });
      res.write('the start, and nothing more');
    }
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('timedFetch', () => {
  it('ends a call nobody answers at its time limit', async () => {
    await expect(timedFetch(await hung('silent'), {}, 50)).rejects.toMatchObject({
      name: 'TimeoutError',
    });
  });

  it('ends the reading of a body that never finishes', async () => {
    const answer = await timedFetch(await hung('headers only'), {}, 100);
    expect(answer.status).toBe(200);
    await expect(answer.text()).rejects.toMatchObject({ name: 'TimeoutError' });
  });

  it("still ends when the caller's own signal says so, before the limit", async () => {
    const caller = new AbortController();
    const call = timedFetch(await hung('silent'), { signal: caller.signal }, 60_000);
    caller.abort(new Error('the user went away'));
    await expect(call).rejects.toThrow('the user went away');
  });

  it("keeps a Request's own signal", async () => {
    const caller = new AbortController();
    const call = timedFetch(
      new Request(await hung('silent'), { signal: caller.signal }),
      {},
      60_000,
    );
    caller.abort(new Error('stopped'));
    await expect(call).rejects.toThrow('stopped');
  });

  it('makes a fetch with a time limit for code that takes one', async () => {
    const fetchLimited = fetchWithTimeout(50);
    await expect(fetchLimited(await hung('silent'))).rejects.toMatchObject({
      name: 'TimeoutError',
    });
  });
});
