import { expect, type Page } from '@playwright/test';
import { productToken } from './productToken';

/**
 * Opens the app, waits for its service worker to control the page, signs in
 * as the sandbox's demo person (all four networks) and answers the device's
 * Polycast session token (what the server acts for the person by: X's tokens
 * are their account's), read from the vault as the app reads it.
 */
export async function signInAsDemo(page: Page): Promise<string> {
  await page.goto('/');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 15_000,
  });
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: 'Sign in as the demo person' })
    .click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Connected @polycast_demo on X.' }),
  ).toBeVisible({ timeout: 15_000 });
  return productToken(page);
}
