import { expect, test, type Page } from '@playwright/test';

async function serverTheme(page: Page): Promise<string | null> {
  const viewerId = await page.evaluate(() => localStorage.getItem('polycast:viewer-id'));
  const response = await page.request.get('/api/settings/theme', {
    headers: { 'X-Viewer-Id': viewerId ?? '' },
  });
  return ((await response.json()) as { root_class: string | null }).root_class;
}

async function themeColor(page: Page) {
  return page.locator('meta[name="theme-color"]').getAttribute('content');
}

test('the theme toggles, reaches the server and survives a reload', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/settings');
  const dark = page.getByRole('radio', { name: 'Dark' });
  await expect(dark).toBeEnabled();
  await dark.check();
  await expect(page.locator('html')).toHaveClass(/dark/);
  expect(await themeColor(page)).toBe('#030303');
  await expect.poll(() => serverTheme(page)).toBe('dark');

  await page.reload();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expect(page.getByRole('radio', { name: 'Dark' })).toBeChecked();

  await page.getByRole('radio', { name: 'Light' }).check();
  await expect(page.locator('html')).toHaveClass(/light/);
  expect(await themeColor(page)).toBe('#ffffff');
  await expect.poll(() => serverTheme(page)).toBe('light');
});

test('a theme chosen offline reaches the server when the connection returns', async ({
  page,
  context,
}) => {
  await page.goto('/settings');
  await expect(page.getByRole('radio', { name: 'Dark' })).toBeEnabled();
  // Offline reloads need the service worker in control.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await context.setOffline(true);
  await page.getByRole('radio', { name: 'Dark' }).check();
  await expect(
    page.getByRole('status').filter({ hasText: 'it will reach the server when you are online' }),
  ).toBeVisible();
  // Still offline after a reload: the intent is in the log, not in memory.
  await page.reload();
  await expect(page.getByRole('radio', { name: 'Dark' })).toBeChecked();
  expect(await serverTheme(page)).toBeNull();

  await context.setOffline(false);
  await expect.poll(() => serverTheme(page), { timeout: 10_000 }).toBe('dark');
  await expect(page.getByRole('status').filter({ hasText: 'reach the server' })).toHaveCount(0);
});

test('feature flags switch in Settings and hide Sparks', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/settings');
  const menu = page.getByRole('navigation', { name: 'Main' });
  await expect(menu.getByRole('link', { name: 'Sparks' })).toBeVisible();
  const sparks = page.getByRole('switch', { name: 'Sparks' });
  await expect(sparks).toBeEnabled();
  await sparks.uncheck();
  await expect(menu.getByRole('link', { name: 'Sparks' })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Sparks' })).not.toBeChecked();
  await expect(menu.getByRole('link', { name: 'Sparks' })).toHaveCount(0);
});
