import { describe, expect, it } from 'vitest';
import { createWebPages, SEEDED_PAGES } from './webPages';

const app = createWebPages();

describe('the sandbox web pages', () => {
  it('serves every seeded page with its Open Graph tags, and their pictures', async () => {
    for (const page of SEEDED_PAGES) {
      const answer = await app.request(page.path);
      expect(answer.headers.get('content-type')).toContain('text/html');
      const html = await answer.text();
      expect(html).toContain(`<title>${page.title}</title>`);
      if (page.og?.title) expect(html).toContain(`property="og:title" content="${page.og.title}"`);
      if (page.og?.image?.startsWith('/')) {
        const picture = await app.request(page.og.image);
        expect(picture.headers.get('content-type')).toBe('image/png');
      }
    }
  });

  it('redirects, answers slowly, and serves a page too big to read whole', async () => {
    const moved = await app.request('/redirect?to=/notes/plain');
    expect(moved.status).toBe(302);
    expect(moved.headers.get('location')).toBe('/notes/plain');
    const started = Date.now();
    await app.request('/sandbox/slow?ms=50');
    expect(Date.now() - started).toBeGreaterThanOrEqual(45);
    const huge = await (await app.request('/sandbox/huge')).text();
    expect(huge.length).toBeGreaterThan(3_000_000);
    expect(huge.indexOf('og:title')).toBeGreaterThan(2_000_000);
  });
});
