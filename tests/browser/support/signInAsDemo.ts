import { expect, test, type Page } from '@playwright/test';
import { readManifest } from '../../../sandbox/manifest';
import { productToken } from './productToken';

/** The sandbox's person identity, as `/api/sandbox/demo` answers it. */
export interface SandboxPerson {
  name: string;
  accounts: { source: string; accountId: string; handle: string; displayName: string }[];
  signIn: { bskyPassword: string; wallet: { address: string; privateKey: string } };
}

/**
 * Opens the app, waits for its service worker, and clicks the one-click
 * sign-in; done when, back from X's sign-in (the last), the notice names the
 * person and every network.
 */
async function oneClickSignIn(page: Page, name: string): Promise<string> {
  await page.goto('/');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 15_000,
  });
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: 'Sign in as the demo person' })
    .click();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: `Signed in as ${name} on Farcaster, Lens, X, and Bluesky.` }),
  ).toBeVisible({ timeout: 15_000 });
  return productToken(page);
}

/**
 * Opens the app, waits for its service worker to control the page, signs in
 * as the sandbox's demo person (all four networks) and answers the device's
 * Polycast session token (what the server acts for the person by: X's tokens
 * are their account's), read from the vault as the app reads it.
 */
export async function signInAsDemo(page: Page): Promise<string> {
  const demo = (await (await page.request.get('/api/sandbox/demo')).json()) as SandboxPerson;
  return oneClickSignIn(page, demo.name);
}

/**
 * The same one-click sign-in, as a person the sandbox mints now (an account
 * on every network, no history): for tests that change what belongs to a
 * Polycast account (its password, what it allowed), so no other test's
 * account is touched; `xVerified` gives them a verified X account. Answers
 * the session token and the person.
 */
export async function signInAsNewPerson(
  page: Page,
  options: { xVerified?: boolean } = {},
): Promise<{ token: string; person: SandboxPerson }> {
  const admin = readManifest()?.admin.url;
  if (!admin) throw new Error('no sandbox manifest');
  const minted = (await (await page.request.post(`${admin}/people`, { data: options })).json()) as {
    id: string;
    identity: SandboxPerson;
  };
  const appUrl = test.info().project.use.baseURL;
  if (!appUrl) throw new Error('no baseURL in the Playwright configuration');
  await page
    .context()
    .addCookies([{ name: 'polycast_sandbox_person', value: minted.id, url: appUrl }]);
  const token = await oneClickSignIn(page, minted.identity.name);
  return { token, person: minted.identity };
}
