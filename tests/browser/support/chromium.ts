import { execFileSync } from 'node:child_process';
import type { LaunchOptions } from '@playwright/test';

/** Debian's Chromium, never a browser Playwright downloads (scripts/ensure-chromium.sh installs it). */
function chromiumPath(): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  try {
    return execFileSync('which', ['chromium'], { encoding: 'utf8' }).trim();
  } catch {
    return '/usr/bin/chromium';
  }
}

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

export const chromiumLaunchOptions: LaunchOptions = {
  executablePath: chromiumPath(),
  args: CHROMIUM_ARGS,
};
