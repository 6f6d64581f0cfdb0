import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './tests/browser/support/chromium';

// Overridable so two runs (a second checkout, a helper) can share the machine:
// each with its own ports, build and sandbox manifest (POLYCAST_SANDBOX_MANIFEST).
const APP_PORT = Number(process.env.POLYCAST_TEST_APP_PORT ?? 4310);
const SANDBOX_ADMIN_PORT = Number(process.env.POLYCAST_TEST_SANDBOX_PORT ?? 4320);
const DIST = process.env.POLYCAST_TEST_DIST ?? 'dist';

/**
 * Specs that set the sandbox's faults or move its clock, or take X away from
 * the demo person's Polycast account (shared by every test signed in as the
 * demo): every other test would feel them.
 */
const SANDBOX_WIDE = [
  '**/accountCheck.spec.ts',
  '**/composerRetryNetwork.spec.ts',
  '**/composerRetryTools.spec.ts',
  '**/composerRetryWaits.spec.ts',
  '**/demoSignIn.spec.ts',
  // Someone likes and replies to the demo person's latest cast, which other specs may be reading.
  '**/notifications.spec.ts',
  '**/outboxScreen.spec.ts',
  '**/pushNotification.spec.ts',
  '**/scheduledPost.spec.ts',
  '**/scheduledTab.spec.ts',
];

export default defineConfig({
  // The user journeys, and the outbox's chaos run (tests/chaos, CI size).
  // Two browsers at a time; the specs that change what the whole sandbox does (its faults, its
  // clock) run after them, one at a time, and the chaos run last.
  projects: [
    { name: 'browser', testDir: 'tests/browser', testIgnore: SANDBOX_WIDE },
    {
      name: 'browser-sandbox-wide',
      testDir: 'tests/browser',
      testMatch: SANDBOX_WIDE,
      workers: 1,
      dependencies: ['browser'],
    },
    { name: 'chaos', testDir: 'tests/chaos', workers: 1, dependencies: ['browser-sandbox-wide'] },
  ],
  fullyParallel: false,
  workers: Number(process.env.POLYCAST_TEST_WORKERS ?? 2),
  retries: 0,
  timeout: 30_000,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${APP_PORT}`,
    launchOptions: chromiumLaunchOptions,
    trace: 'off',
  },
  webServer: [
    // The built app, with the lab pages in dist/lab (npm run build:lab).
    {
      command: `tsx server/main.ts --port ${APP_PORT} --static ${DIST} --sandbox`,
      url: `http://127.0.0.1:${APP_PORT}/api/health`,
      reuseExistingServer: false,
      stdout: 'ignore',
    },
    // The sandbox networks, reused when one already answers on this admin port.
    {
      command: 'tsx sandbox/main.ts',
      url: `http://127.0.0.1:${SANDBOX_ADMIN_PORT}/health`,
      env: { SANDBOX_ADMIN_PORT: String(SANDBOX_ADMIN_PORT) },
      reuseExistingServer: true,
      stdout: 'ignore',
    },
  ],
});
