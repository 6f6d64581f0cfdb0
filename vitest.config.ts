import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * Integration files that set the sandbox's faults or move its clock: every
 * other file would feel them, so they run after the others, one at a time.
 */
const SANDBOX_WIDE = [
  'tests/integration/actions/bskyActionsLostAnswer.test.ts',
  'tests/integration/composerServer/anonymous.test.ts',
  'tests/integration/composerServer/linkPreviewAndGifs.test.ts',
  // Acts on seeded Lens accounts other files read (undone at its end).
  'tests/integration/notifications/lensNotifications.test.ts',
  'tests/integration/sandbox/bsky.test.ts',
  'tests/integration/sandbox/faults.test.ts',
  'tests/integration/sandbox/solana.test.ts',
  'tests/integration/schedule/scheduleDispatch.test.ts',
  'tests/integration/schedule/scheduleRestart.test.ts',
  'tests/integration/sources/bskyFailureMessages.test.ts',
  'tests/integration/sources/bskySource.test.ts',
  'tests/integration/sources/farcasterSource.test.ts',
  'tests/integration/sources/lensFailureMessages.test.ts',
  'tests/integration/sources/lensSource.test.ts',
  'tests/integration/sources/xFailureMessages.test.ts',
  'tests/integration/sources/xSource.test.ts',
  'tests/integration/sync/publishExactlyOnce.test.ts',
  'tests/integration/sync/uploadFailureReasons.test.ts',
];

export default defineConfig({
  // `@/…` is `src/…`, as in vite.config.ts and tsconfig.base.json.
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          // Pure code and fakes: files share a worker's loaded modules (their own state is per test).
          isolate: false,
          // npm test runs them beside ESLint, Prettier, tsc and the build on two cores: CPU-bound
          // checks (scrypt at the production cost, a lint run) take several times as long as alone.
          testTimeout: 15_000,
          include: [
            'src/**/*.test.ts',
            'src/**/*.test.tsx',
            'server/**/*.test.ts',
            'sandbox/**/*.test.ts',
            'sw/**/*.test.ts',
            'eslint/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          exclude: SANDBOX_WIDE,
          environment: 'node',
          testTimeout: 30_000,
          globalSetup: ['tests/integration/sandboxSetup.ts'],
          // Two files at a time, before the sandbox-wide ones; files share a worker's loaded
          // modules (each starts its own servers and logs).
          isolate: false,
          sequence: { groupOrder: 1 },
        },
      },
      {
        extends: true,
        test: {
          name: 'integration-sandbox-wide',
          include: SANDBOX_WIDE,
          environment: 'node',
          testTimeout: 30_000,
          globalSetup: ['tests/integration/sandboxSetup.ts'],
          // Fault settings and the clock are shared by the whole sandbox: one file at a time.
          fileParallelism: false,
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
});
