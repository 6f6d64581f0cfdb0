import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // `@/…` is `src/…`, as in vite.config.ts and tsconfig.base.json.
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'src/**/*.test.ts',
            'src/**/*.test.tsx',
            'server/**/*.test.ts',
            'sandbox/**/*.test.ts',
            'eslint/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          globalSetup: ['tests/integration/sandboxSetup.ts'],
          // Fault settings are shared by the whole sandbox: one file at a time.
          fileParallelism: false,
        },
      },
    ],
  },
});
