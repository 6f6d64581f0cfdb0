import { chromium, expect, test, type Page } from '@playwright/test';
import { cpSync, mkdtempSync, appendFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startProductServer } from '../../server/startProductServer';
import { chromiumLaunchOptions } from './support/chromium';

async function waitForControl(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 15_000,
  });
}

test('the service worker at /sw.js controls the page', async ({ page }) => {
  await page.goto('/');
  await waitForControl(page);
  const scriptURL = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
  expect(new URL(scriptURL ?? '').pathname).toBe('/sw.js');
});

test('offline, a reload of a deep route still shows the shell', async ({ page, context }) => {
  await page.goto('/post/bsky/abc/Quotes');
  await waitForControl(page);
  await context.setOffline(true);
  await page.goto('/profile/farcaster/dwr/feed');
  await expect(page.getByRole('heading', { level: 1, name: 'Profile on Farcaster' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Profile on Farcaster' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await context.setOffline(false);
});

test('Chromium reports no installability errors', async ({ baseURL }) => {
  const profile = mkdtempSync(join(tmpdir(), 'polycast-install-'));
  const context = await chromium.launchPersistentContext(profile, chromiumLaunchOptions);
  try {
    const page = await context.newPage();
    await page.goto(baseURL ?? '/');
    await waitForControl(page);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    expect(installabilityErrors).toEqual([]);
    const manifest = (await cdp.send('Page.getAppManifest')) as {
      errors: unknown[];
      data?: string;
    };
    expect(manifest.errors).toEqual([]);
    expect(JSON.parse(manifest.data ?? '{}')).toMatchObject({
      display: 'standalone',
      start_url: '/',
      scope: '/',
    });
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test('a new version waiting offers an update prompt that reloads into it', async ({ browser }) => {
  const dist = mkdtempSync(join(tmpdir(), 'polycast-dist-'));
  cpSync('dist', dist, { recursive: true });
  const server = await startProductServer({ staticDir: dist, sandboxMode: true });
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(server.url);
    await waitForControl(page);
    await expect(page.getByRole('alertdialog', { name: 'Update available' })).toHaveCount(0);

    // Ship a new version: any change to sw.js makes the browser install it.
    appendFileSync(join(dist, 'sw.js'), '\n// next version\n');
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    const prompt = page.getByRole('alertdialog', { name: 'Update available' });
    await expect(prompt).toBeVisible({ timeout: 15_000 });

    const reloaded = page.waitForEvent('load');
    await prompt.getByRole('button', { name: 'Reload' }).click();
    await reloaded;
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    expect(
      await page.evaluate(
        async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null,
      ),
    ).toBeNull();
  } finally {
    await context.close();
    await server.close();
    rmSync(dist, { recursive: true, force: true });
  }
});
