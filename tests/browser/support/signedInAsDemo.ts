import { cpSync, rmSync } from 'node:fs';
import {
  chromium,
  expect,
  test as base,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from '@playwright/test';
import { scratchDirectory } from '../../../sandbox/scratchDirectory';
import { chromiumLaunchOptions } from './chromium';
import { productToken } from './productToken';
import { signInAsDemo } from './signInAsDemo';

/**
 * Signing in as the demo person through the app takes about three seconds
 * (four networks, X's redirect, the service worker's install); most tests
 * only need to start signed in. So each Playwright worker signs in once, for
 * real, in a Chromium profile of its own, and every test that asks for it
 * starts from a copy of that profile: the same device a returning person
 * opens (vault keys, log, service worker, cookies), ready in under a second.
 *
 * A profile on disk rather than Playwright's saved storage state, because the
 * vault's key is a non-extractable CryptoKey: only Chromium's own IndexedDB
 * can keep it. Tests that change what belongs to the demo's Polycast account
 * still sign in a person of their own (signInAsNewPerson). Tests that go
 * offline sign in afresh (signInAsDemo) in Playwright's own context: in a
 * profile on disk, Chromium runs the service worker's background sync as
 * soon as its own network is up, whatever the test's offline switch says,
 * so the post a test means to keep waiting goes out at once.
 */

/** The worker's signed-in profile, made on first use; removed when the worker ends. */
let profile: Promise<string> | undefined;
/** The contexts opened on a copy: openAsDemo refuses any other page. */
const demoContexts = new WeakSet<BrowserContext>();

async function makeProfile(options: BrowserContextOptions): Promise<string> {
  const dir = scratchDirectory('polycast-demo-profile-');
  const context = await chromium.launchPersistentContext(dir, {
    ...chromiumLaunchOptions,
    ...options,
  });
  try {
    await signInAsDemo(context.pages()[0] ?? (await context.newPage()));
  } finally {
    // Closing is what makes Chromium write its IndexedDB and cookies to disk.
    await context.close();
  }
  return dir;
}

/** A fresh copy of the worker's profile (about 30 MB: the service worker's caches are most of it). */
async function copyProfile(options: BrowserContextOptions): Promise<string> {
  profile ??= makeProfile(options);
  const copy = scratchDirectory('polycast-demo-copy-');
  cpSync(await profile, copy, { recursive: true });
  return copy;
}

export const test = base.extend<{ signedInAsDemo: boolean }, { demoProfiles: void }>({
  /** `test.use({ signedInAsDemo: true })`: the test's page opens on a copy of the signed-in profile. */
  signedInAsDemo: [false, { option: true }],
  context: async ({ signedInAsDemo, context, baseURL, viewport, timezoneId, locale }, provide) => {
    if (!signedInAsDemo) return provide(context);
    const options = { baseURL, viewport, timezoneId, locale };
    const copy = await copyProfile(options);
    try {
      const demo = await chromium.launchPersistentContext(copy, {
        ...chromiumLaunchOptions,
        ...options,
      });
      demoContexts.add(demo);
      await provide(demo);
      await demo.close();
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  },
  demoProfiles: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern
    async ({}, provide) => {
      await provide();
      await profile?.then(
        (dir) => rmSync(dir, { recursive: true, force: true }),
        () => undefined, // the sign-in failed: the tests that waited on it have said so
      );
    },
    { scope: 'worker', auto: true },
  ],
});

export { expect };

/**
 * Opens the app at `path` (Home unless told) as the demo person, already
 * signed in on every network (`signedInAsDemo` in `test.use`), once its
 * service worker controls the page; answers the device's Polycast session
 * token, as signInAsDemo does.
 */
export async function openAsDemo(page: Page, path = '/'): Promise<string> {
  if (!demoContexts.has(page.context())) {
    throw new Error("openAsDemo needs test.use({ signedInAsDemo: true }) in the test's file");
  }
  await page.goto(path);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 15_000,
  });
  return productToken(page);
}
