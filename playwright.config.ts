import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './tests/browser/support/chromium';

const APP_PORT = 4310;

export default defineConfig({
  testDir: 'tests/browser',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${APP_PORT}`,
    launchOptions: chromiumLaunchOptions,
    trace: 'off',
  },
  // The built app, with the lab pages in dist/lab (npm run build:lab).
  webServer: {
    command: `tsx server/main.ts --port ${APP_PORT} --static dist`,
    url: `http://127.0.0.1:${APP_PORT}/api/health`,
    reuseExistingServer: false,
    stdout: 'ignore',
  },
});
