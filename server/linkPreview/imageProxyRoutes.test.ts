import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWebPages } from '../../sandbox/web/webPages';
import { createImageProxyRoutes, IMAGE_PROXY_MAX_BYTES } from './imageProxyRoutes';

let web: { url: string; close: () => void };
beforeAll(async () => {
  const server = serve({ fetch: createWebPages().fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  web = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => server.close(),
  };
});
afterAll(() => web.close());

const proxy = (url: string, options: Parameters<typeof createImageProxyRoutes>[0] = {}) =>
  createImageProxyRoutes({ allowedOrigins: () => [web.url], ...options }).request(
    `/?${new URLSearchParams({ url })}`,
  );

const refusal = async (answer: Response) => ({
  status: answer.status,
  body: (await answer.json()) as unknown,
});

describe('GET /api/proxy-image (composer.md §7.5)', () => {
  it('passes a picture on, byte for byte, with its sniffed type and safe headers', async () => {
    const original = new Uint8Array(
      await (await fetch(`${web.url}/images/compose-once.png`)).arrayBuffer(),
    );
    const answer = await proxy(`${web.url}/images/compose-once.png#fragment`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('image/png');
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(new Uint8Array(await answer.arrayBuffer())).toEqual(original);
  });

  it('follows a redirect to the picture, each hop checked', async () => {
    const answer = await proxy(`${web.url}/redirect?to=/images/offline-first.png`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('image/png');
  });

  it('refuses private addresses (also behind a redirect), credentials and other schemes (400)', async () => {
    const guarded = createImageProxyRoutes();
    for (const url of [
      `${web.url}/images/compose-once.png`,
      'http://localhost:1/a.png',
      'http://[::1]/a.png',
      'http://169.254.169.254/latest/meta-data/',
      'http://2130706433/a.png',
      'http://10.0.0.1/a.png',
    ]) {
      expect(
        await refusal(await guarded.request(`/?${new URLSearchParams({ url })}`)),
        url,
      ).toEqual({ status: 400, body: { code: 400, error: 'This address cannot be previewed' } });
    }
    // An allowed origin may not send the proxy on to one that is not.
    const bounced = await proxy(`${web.url}/redirect?to=/images/compose-once.png`, {
      allowedOrigins: () => [],
    });
    expect(bounced.status).toBe(400);
    for (const url of ['', 'not a url', 'file:///etc/passwd', 'ftp://example.com/a.png']) {
      expect((await proxy(url)).status, url).toBe(400);
    }
    const withCredentials = await proxy(`http://user:secret@${new URL(web.url).host}/a.png`);
    expect(withCredentials.status).toBe(400);
    expect(JSON.stringify(await withCredentials.json())).not.toContain('secret');
  });

  it('refuses what is not a picture (415), by its type or by its bytes', async () => {
    expect(await refusal(await proxy(`${web.url}/articles/compose-once`))).toEqual({
      status: 415,
      body: { code: 415, error: 'Not a picture (text/html)' },
    });
    expect(await refusal(await proxy(`${web.url}/files/data.json`))).toEqual({
      status: 415,
      body: { code: 415, error: 'Not a picture (application/json)' },
    });
    // HTML that calls itself a PNG never goes out as one.
    expect(await refusal(await proxy(`${web.url}/sandbox/disguised.png`))).toEqual({
      status: 415,
      body: { code: 415, error: 'Not a PNG, JPEG, GIF or WebP picture (image/png)' },
    });
  });

  it('refuses a picture past 1,000,000 bytes (413), and takes one at the limit', async () => {
    expect(IMAGE_PROXY_MAX_BYTES).toBe(1_000_000);
    expect(await refusal(await proxy(`${web.url}/sandbox/big-picture.png`))).toEqual({
      status: 413,
      body: { code: 413, error: 'The picture is larger than 1,000,000 bytes' },
    });
    const size = (await (await fetch(`${web.url}/images/compose-once.png`)).arrayBuffer())
      .byteLength;
    expect((await proxy(`${web.url}/images/compose-once.png`, { maxBytes: size })).status).toBe(
      200,
    );
    expect((await proxy(`${web.url}/images/compose-once.png`, { maxBytes: size - 1 })).status).toBe(
      413,
    );
  });

  it('answers 502 for an error status or an address that cannot be reached, 504 after the time-out', async () => {
    expect(await refusal(await proxy(`${web.url}/images/missing.png`))).toEqual({
      status: 502,
      body: { code: 502, error: "The picture's address answered 404" },
    });
    const closed = await proxy('http://127.0.0.1:1/a.png', {
      allowedOrigins: () => ['http://127.0.0.1:1'],
    });
    expect(closed.status).toBe(502);
    const slow = await proxy(`${web.url}/sandbox/slow?ms=2000`, { timeoutMs: 200 });
    expect(slow.status).toBe(504);
  });
});
