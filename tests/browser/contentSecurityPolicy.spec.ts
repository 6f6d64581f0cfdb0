import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { readManifest } from '../../sandbox/manifest';
import { landed } from './support/landed';
import { openComposer } from './support/openComposer';
import { signInAsDemo } from './support/signInAsDemo';

/**
 * Every Content-Security-Policy violation the page reports, across its
 * navigations (the X sign-in leaves the app and comes back): the
 * `securitypolicyviolation` events of every document and frame, and the
 * console lines the browser writes for them.
 */
async function collectViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('__reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation?: (text: string) => void })
        .__reportCspViolation;
      report?.(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} on ${event.documentURI}` +
          (event.sample ? ` (${event.sample})` : '') +
          ` at ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
      );
    });
  });
  page.on('console', (message) => {
    if (/Content[ -]Security[ -]Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

test('signing in, composing and sending a post with a link card break no rule of the policy', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const violations = await collectViolations(page);
  const session = await signInAsDemo(page);
  const web = readManifest()?.web?.url;
  if (!web) throw new Error('the sandbox has no web pages');
  const composer = await openComposer(page);
  const text = `Policy check ${Date.now().toString(36)} ${web}/articles/compose-once`;
  await composer.getByLabel('Post text').fill(text);
  // The card's picture comes through /api/proxy-image.
  await expect(
    composer.getByRole('figure', { name: 'Link preview: Compose once, post everywhere' }),
  ).toBeVisible({ timeout: 35_000 });
  await composer.getByRole('button', { name: 'Send' }).click();
  await expect(composer).toBeHidden({ timeout: 45_000 });
  await expect
    .poll(() => landed(page.request, text, session), { timeout: 15_000 })
    .toEqual({ Bluesky: 1, Farcaster: 1, X: 1, Lens: 1 });
  // Again from the service worker's copy of the page, with the headers it kept.
  await page.reload();
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Post' }),
  ).toBeVisible();
  await openComposer(page);
  expect(violations).toEqual([]);
  // And the policy is in force on that page: an inline script added now does not run.
  const inlineRan = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'document.body.dataset.inlineRan = "yes";';
    document.head.append(script);
    return document.body.dataset.inlineRan === 'yes';
  });
  expect(inlineRan).toBe(false);
  await expect.poll(() => violations.length).toBe(1);
});

test('a page on another origin cannot frame the app', async ({ page, baseURL }) => {
  const app = `${baseURL ?? ''}/`;
  const framer: Server = createServer((_request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    response.end(`<!doctype html><title>framer</title><iframe src="${app}"></iframe>`);
  });
  await new Promise<void>((resolve) => framer.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = framer.address() as AddressInfo;
    const refused: string[] = [];
    page.on('console', (message) => {
      if (/frame-ancestors/.test(message.text())) refused.push(message.text());
    });
    await page.goto(`http://127.0.0.1:${port}/`);
    await expect(page).toHaveTitle('framer');
    await expect.poll(() => refused.length, { timeout: 10_000 }).toBeGreaterThan(0);
    // The browser puts its error page in the frame: none of the app's DOM is ever there.
    const frame = page.frames().find((f) => f !== page.mainFrame());
    expect(frame?.url() ?? '').not.toBe(app);
    await expect(page.frameLocator('iframe').locator('#root')).toHaveCount(0);
    await page.waitForTimeout(1000);
    await expect(page.frameLocator('iframe').locator('#root')).toHaveCount(0);
  } finally {
    await new Promise<void>((resolve) => framer.close(() => resolve()));
  }
});
