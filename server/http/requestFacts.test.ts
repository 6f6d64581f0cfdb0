import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { clientAddress, publicOrigin, readRequestFacts } from './requestFacts';
import { trustedProxies } from './trustedProxies';

const servers: { close(): void }[] = [];
afterEach(() => servers.splice(0).forEach((server) => server.close()));

/** A real server (the peer address comes from its socket) answering what it read. */
async function serverTrusting(proxies: string[]) {
  const app = new Hono();
  app.use('*', readRequestFacts(trustedProxies(proxies)));
  app.get('/', (c) => c.json({ address: clientAddress(c), origin: publicOrigin(c) }));
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const started = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () =>
      resolve(started),
    );
  });
  servers.push(server);
  const { port } = server.address() as AddressInfo;
  return async (headers: Record<string, string> = {}) => {
    const answer = await fetch(`http://127.0.0.1:${port}/`, { headers });
    return { port, ...((await answer.json()) as { address: string; origin: string }) };
  };
}

describe('request facts: who is asking, and at which address', () => {
  it('believes no forwarded header from a peer that is not a trusted proxy', async () => {
    const ask = await serverTrusting([]);
    const seen = await ask({
      'x-forwarded-host': 'evil.example',
      'x-forwarded-proto': 'https',
      'x-forwarded-for': '203.0.113.9',
    });
    expect(seen.origin).toBe(`http://127.0.0.1:${seen.port}`);
    expect(seen.address).toBe('127.0.0.1');
  });

  it('takes the host and the client from a trusted proxy, the client being the nearest untrusted hop', async () => {
    const ask = await serverTrusting(['127.0.0.0/8', '10.0.0.0/8']);
    const seen = await ask({
      'x-forwarded-host': 'api.polycast.app',
      'x-forwarded-proto': 'https',
      // A client wrote the first entry itself; 198.51.100.7 reached the proxy at 10.1.2.3.
      'x-forwarded-for': '192.0.2.1, 198.51.100.7, 10.1.2.3',
    });
    expect(seen.origin).toBe('https://api.polycast.app');
    expect(seen.address).toBe('198.51.100.7');
  });

  it('ignores a forwarded host that is not a host, even from a trusted proxy', async () => {
    const ask = await serverTrusting(['127.0.0.1']);
    const seen = await ask({ 'x-forwarded-host': 'evil.test/path?x=' });
    expect(seen.origin).toBe(`http://127.0.0.1:${seen.port}`);
  });

  it('answers in-process for a call the server makes to its own routes', async () => {
    const app = new Hono().get('/', (c) => c.text(clientAddress(c)));
    expect(await (await app.request('http://127.0.0.1/')).text()).toBe('in-process');
  });
});

describe('trusted proxies', () => {
  it('matches addresses and ranges, IPv4 seen through IPv6 included', () => {
    const trusted = trustedProxies(['10.0.0.0/8', '::1']);
    expect(trusted.includes('10.200.0.1')).toBe(true);
    expect(trusted.includes('::ffff:10.0.0.5')).toBe(true);
    expect(trusted.includes('::1')).toBe(true);
    expect(trusted.includes('11.0.0.1')).toBe(false);
    expect(trusted.includes('not an address')).toBe(false);
  });

  it('refuses an entry that is not an address', () => {
    expect(() => trustedProxies(['proxy.internal'])).toThrow(/Not an address/);
  });
});
