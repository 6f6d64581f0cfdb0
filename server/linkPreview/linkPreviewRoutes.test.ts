import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWebPages } from '../../sandbox/web/webPages';
import { createLinkPreviewRoutes } from './linkPreviewRoutes';

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

const preview = (link: string, options: Parameters<typeof createLinkPreviewRoutes>[0] = {}) => {
  const routes = createLinkPreviewRoutes({ allowedOrigins: () => [web.url], ...options });
  return routes.request(`/?${new URLSearchParams({ link })}`);
};

describe('GET /oembed (composer.md §7.7)', () => {
  it('answers the page’s Open Graph data, the image made absolute', async () => {
    const answer = await preview(`${web.url}/articles/compose-once`);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({
      code: 0,
      data: {
        og: {
          url: `${web.url}/articles/compose-once`,
          title: 'Compose once, post everywhere',
          description: 'One post, four networks: Farcaster, Lens, X and Bluesky.',
          image: `${web.url}/images/compose-once.png`,
          site_name: 'Polycast Notes',
        },
      },
    });
  });

  it('follows redirects to the page, and falls back to <title> and the description', async () => {
    const answer = await preview(`${web.url}/redirect?to=/notes/plain`);
    expect(await answer.json()).toEqual({
      code: 0,
      data: {
        og: {
          url: `${web.url}/notes/plain`,
          title: 'A plain page',
          description: 'A page with no Open Graph tags, only a title and a description.',
        },
      },
    });
  });

  it('refuses private addresses outside the allowed origins, also behind a redirect (400)', async () => {
    const routes = createLinkPreviewRoutes();
    for (const link of [
      `${web.url}/articles/compose-once`,
      'http://localhost:1/',
      'http://[::1]/',
      'http://169.254.169.254/latest/meta-data/',
      'http://2130706433/',
    ]) {
      const answer = await routes.request(`/?${new URLSearchParams({ link })}`);
      expect(answer.status, link).toBe(400);
      expect(await answer.json()).toEqual({ code: 400, error: 'This address cannot be previewed' });
    }
    // An allowed origin may not redirect somewhere private that is not allowed.
    const bounced = await preview(`${web.url}/redirect?to=/notes/plain`, {
      allowedOrigins: () => [],
    });
    expect(bounced.status).toBe(400);
  });

  it('answers 400 for links that are not http(s) or carry credentials', async () => {
    for (const link of [
      '',
      'not a url',
      'ftp://example.com/x',
      'file:///etc/passwd',
      'javascript:alert(1)',
    ]) {
      const answer = await preview(link);
      expect(answer.status, link).toBe(400);
    }
    const credentials = await preview(`http://user:secret@${new URL(web.url).host}/notes/plain`);
    expect(credentials.status).toBe(400);
    expect(JSON.stringify(await credentials.json())).not.toContain('secret');
  });

  it('answers 502 for pages that fail, are not HTML, loop, or cannot be reached', async () => {
    const cases: [string, string][] = [
      [`${web.url}/missing`, 'The page answered 404'],
      [`${web.url}/files/data.json`, 'The link is not a web page (application/json)'],
      [`${web.url}/redirect-loop`, 'The link redirects too many times'],
    ];
    for (const [link, error] of cases) {
      const answer = await preview(link);
      expect(answer.status, link).toBe(502);
      expect(await answer.json()).toEqual({ code: 502, error });
    }
    const closed = await preview('http://127.0.0.1:1/', {
      allowedOrigins: () => ['http://127.0.0.1:1'],
    });
    expect(closed.status).toBe(502);
  });

  it('gives up after the time-out (504) and reads no more than the cap', async () => {
    const slow = await preview(`${web.url}/sandbox/slow?ms=2000`, { timeoutMs: 200 });
    expect(slow.status).toBe(504);
    const huge = await preview(`${web.url}/sandbox/huge`);
    expect(await huge.json()).toMatchObject({ data: { og: { title: 'Huge page' } } });
  });
});
