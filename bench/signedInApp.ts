import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sandboxServerOptions } from '../sandbox/productServerConfig';
import { startProductServer, type RunningProductServer } from '../server/startProductServer';
import { chromiumLaunchOptions } from '../tests/browser/support/chromium';
import type { SandboxManifest } from '../sandbox/manifest';
import { startSandboxProcess } from './sandboxProcess';

export interface SignedInApp {
  page: Page;
  /** Where the sandbox's networks and its admin API are. */
  manifest: SandboxManifest;
  context: BrowserContext;
  server: RunningProductServer;
  close(): Promise<void>;
}

/**
 * A fresh sandbox, the product server serving `dist/` against it, and
 * Chromium (its own profile) with the app open and signed in as the demo
 * person on all four networks: where the browser benches start.
 */
export async function signedInApp(): Promise<SignedInApp> {
  const sandbox = await startSandboxProcess();
  const server = await startProductServer({
    staticDir: 'dist',
    ...sandboxServerOptions(() => sandbox.manifest),
  });
  const profile = mkdtempSync(join(tmpdir(), 'polycast-bench-app-'));
  const context = await chromium.launchPersistentContext(profile, chromiumLaunchOptions);
  const close = async () => {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
    await server.close();
    await sandbox.stop();
  };
  try {
    const page = await context.newPage();
    await page.goto(server.url);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 15_000,
    });
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Sign in as the demo person' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: /Signed in as .* on Farcaster, Lens, X, and Bluesky\./ })
      .waitFor();
    return { page, manifest: sandbox.manifest, context, server, close };
  } catch (error) {
    await close();
    throw error;
  }
}
