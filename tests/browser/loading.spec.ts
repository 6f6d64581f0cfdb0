import { expect, test } from '@playwright/test';

test('the loading screen gives way after 4 s when the log never opens', async ({ page }) => {
  await page.addInitScript(() => {
    // An IndexedDB that never answers: the runtime stays "loading".
    indexedDB.open = () => ({}) as IDBOpenDBRequest;
  });
  const started = Date.now();
  await page.goto('/');
  const loading = page.getByRole('status', { name: 'Loading Polycast' });
  await expect(loading).toBeVisible();
  await expect(loading).toBeHidden({ timeout: 6000 });
  expect(Date.now() - started).toBeGreaterThanOrEqual(3500);
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
});

test('a device without storage is told so, in a toast that hides after 3 s', async ({ page }) => {
  await page.addInitScript(() => {
    indexedDB.open = () => {
      throw new DOMException('The user denied permission to access the database.', 'UnknownError');
    };
  });
  await page.goto('/settings');
  const toast = page.getByRole('alert').filter({ hasText: 'could not open its storage' });
  await expect(toast).toBeVisible();
  await expect(page.getByRole('status', { name: 'Loading Polycast' })).toBeHidden();
  // Settings cannot be changed without the log: the controls say so by being disabled.
  await expect(page.getByRole('radio', { name: 'Dark' })).toBeDisabled();
  await expect(toast).toBeHidden({ timeout: 4500 });
});
