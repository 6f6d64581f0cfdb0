/**
 * Scrolling a timeline of 1,000 loaded posts (issue 20): the timeline's own
 * list on the lab page (dist/lab/timeline.html, no network), scrolled from
 * top to bottom a wheel step per frame as a person flinging through it.
 * Reports the frame-to-frame time while scrolling (what the eye sees; a
 * frame on time is one vsync, 16.7 ms), the share of frames that missed
 * one, and the JavaScript heap after a garbage collection at the bottom.
 * Part of `npm run bench` (needs `dist/` and `dist/lab`);
 * alone: npx tsx bench/timelineScrollBench.ts [--quick]
 */
import { chromium } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { startProductServer } from '../server/startProductServer';
import { chromiumLaunchOptions } from '../tests/browser/support/chromium';
import { median, percentile } from './stats';

const tenths = (value: number) => `${value.toFixed(1)} ms`;

type Report = (what: string, target: string, measured: string) => void;

/** In the page: scroll `step` px per frame to the bottom, answering each frame's interval. */
const SCROLL = `(async (step) => {
  const gaps = [];
  let last = await new Promise((r) => requestAnimationFrame(r));
  for (;;) {
    const before = window.scrollY;
    window.scrollBy(0, step);
    const now = await new Promise((r) => requestAnimationFrame(r));
    gaps.push(now - last);
    last = now;
    if (window.scrollY === before) break;
  }
  return gaps;
})`;

export async function benchTimelineScroll(report: Report, quick: boolean): Promise<void> {
  const posts = quick ? 300 : 1000;
  const server = await startProductServer({ staticDir: 'dist', sandboxMode: true });
  const profile = mkdtempSync(join(tmpdir(), 'polycast-bench-scroll-'));
  const context = await chromium.launchPersistentContext(profile, {
    ...chromiumLaunchOptions,
    viewport: { width: 1280, height: 800 },
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    const start = Date.now();
    await page.goto(`${server.url}/lab/timeline.html?posts=${posts}`);
    await page.waitForFunction(() => window.timelineLab?.ready === true, undefined, {
      timeout: 120_000,
    });
    const drawn = Date.now() - start;
    // Once through to load the pictures, then the measured pass from the top.
    await page.evaluate(`${SCROLL}(400)`);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(500);
    const gaps = (await page.evaluate(`${SCROLL}(120)`)) as number[];
    const missed = gaps.filter((gap) => gap > 16.7 * 1.5).length;
    const cdp = await context.newCDPSession(page);
    await cdp.send('HeapProfiler.collectGarbage');
    const heap = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
    const rows = await page.locator('ol.timeline > li').count();
    report(
      `timeline: scrolling ${posts.toLocaleString('en')} loaded posts, frame to frame`,
      'p95 ≤ 16.7 ms',
      `median ${tenths(median(gaps))}, p95 ${tenths(percentile(gaps, 95))}, worst ${tenths(Math.max(...gaps))}; ${((missed / gaps.length) * 100).toFixed(1)} % of ${gaps.length} frames missed a vsync; ${rows} rows in the page; first drawn in ${drawn} ms`,
    );
    report(
      `timeline: JavaScript heap with ${posts.toLocaleString('en')} posts (after GC)`,
      '≤ 150 MB',
      `${(heap.usedSize / 1024 / 1024).toFixed(1)} MB`,
    );
  } finally {
    await context.close();
    await server.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

declare global {
  interface Window {
    timelineLab?: { ready: boolean; posts: number };
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await benchTimelineScroll(
    (what, target, measured) =>
      console.log(`${what}: ${measured}${target ? `  (target ${target})` : ''}`),
    process.argv.includes('--quick'),
  );
}
