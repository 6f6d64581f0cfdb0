/**
 * The composer in Chromium (issue 6's promises): keystroke to painted
 * character with a 5,000-character post in a 25-post thread, and opening the
 * composer after the first click, measured in the page with the Performance
 * API (the keystroke's event time to the frame after it was drawn).
 * Part of `npm run bench` (needs `dist/`); alone: npx tsx bench/composerBench.ts [--quick]
 */
import type { Page } from '@playwright/test';
import { pathToFileURL } from 'node:url';
import { signedInApp } from './signedInApp';
import { median, ms, percentile } from './stats';

type Report = (what: string, target: string, measured: string) => void;

declare global {
  interface Window {
    composerBench: { opens: number[]; keys: number[] };
  }
}

/**
 * In-page probes, as a script (functions passed to page.evaluate would carry
 * the bundler's helpers): each keystroke's and each opening click's event
 * time to the frame after it was drawn (a rAF, then a task after it).
 */
const PROBES = `(() => {
  const afterPaint = () => new Promise((resolve) => requestAnimationFrame(() => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve(performance.now());
    channel.port2.postMessage(null);
  }));
  window.composerBench = { opens: [], keys: [] };
  document.addEventListener('click', (event) => {
    if (!event.target.closest('.compose-button')) return;
    const start = event.timeStamp;
    const seen = () => {
      if (document.querySelector('dialog.composer-modal[open] textarea')) {
        afterPaint().then((end) => window.composerBench.opens.push(end - start));
      } else requestAnimationFrame(seen);
    };
    seen();
  }, true);
  document.addEventListener('keydown', (event) => {
    if (!(event.target instanceof HTMLTextAreaElement)) return;
    const start = event.timeStamp;
    afterPaint().then((end) => window.composerBench.keys.push(end - start));
  }, true);
})()`;

async function installProbes(page: Page) {
  await page.evaluate(PROBES);
}

export async function benchComposer(report: Report, quick: boolean): Promise<void> {
  const opens = quick ? 5 : 15;
  const keystrokes = quick ? 60 : 200;
  const app = await signedInApp();
  const { page } = app;
  try {
    await installProbes(page);
    // "Once the app has loaded": its idle-time prefetch of the composer's code is done.
    await page.waitForFunction(
      () =>
        performance
          .getEntriesByType('resource')
          .some((entry) => /\/ComposerModal-[\w-]+\.js$/.test(entry.name)),
      undefined,
      { timeout: 15_000 },
    );
    const post = page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('button', { name: 'Post' });
    const composer = page.getByRole('dialog', { name: 'New post' });
    for (let round = 0; round < opens + 1; round++) {
      await post.click();
      await composer.getByLabel('Post text').waitFor();
      await page.waitForFunction((n) => window.composerBench.opens.length > n, round);
      await composer.getByRole('button', { name: 'Close' }).click(); // empty: closes at once
      await composer.waitFor({ state: 'hidden' });
    }
    const openTimes = await page.evaluate(() => window.composerBench.opens);
    const [first = 0, ...later] = openTimes;
    report(
      'Composer: first click to the composer drawn',
      '≤ 100 ms',
      `first open ${ms(first)}; then median ${ms(median(later))}, worst ${ms(Math.max(...later))} (n=${later.length})`,
    );

    // A 25-post thread whose first post holds 5,000 characters.
    await post.click();
    await composer.getByLabel('Post text').fill('x'.repeat(5000));
    for (let n = 1; n < 25; n++) {
      await composer.getByRole('button', { name: 'Add post to thread' }).click();
      await composer.getByLabel(`Thread post ${n + 1} text`).fill(`post ${n + 1}`);
    }
    const first5000 = composer.getByLabel('Post text');
    await first5000.focus();
    await first5000.press('End');
    await page.evaluate(() => (window.composerBench.keys = []));
    await page.keyboard.type(
      'The quick brown fox jumps over the lazy dog. '.repeat(5).slice(0, keystrokes),
      {
        delay: 25,
      },
    );
    await page.waitForFunction((n) => window.composerBench.keys.length >= n, keystrokes);
    const keys = await page.evaluate(() => window.composerBench.keys);
    report(
      'Composer: keystroke to painted character (5,000 chars, 25-post thread)',
      '≤ 16 ms',
      `median ${ms(median(keys))}, p95 ${ms(percentile(keys, 95))}, worst ${ms(Math.max(...keys))} (n=${keys.length})`,
    );
    await composer.getByRole('button', { name: 'Close' }).click();
    await page
      .getByRole('dialog', { name: 'Save this post as a draft?' })
      .getByRole('button', { name: 'Discard' })
      .click();
  } finally {
    await app.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await benchComposer(
    (what, target, measured) =>
      console.log(`${what}: ${measured}${target ? `  (target ${target})` : ''}`),
    process.argv.includes('--quick'),
  );
}
