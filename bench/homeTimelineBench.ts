/**
 * Opening Home (issue 20's reading targets), signed in as the demo person on
 * all four networks against a fresh sandbox:
 *  - online, every network 50 ms away, nothing kept from an earlier visit:
 *    navigation to the first posts of the All timeline painted;
 *  - offline, with a 100,000-event log: navigation to the timeline kept in
 *    the query cache painted.
 * The paint is timed in the page (the first timeline row, then a frame).
 * Part of `npm run bench` (needs `dist/` with `dist/lab`);
 * alone: npx tsx bench/homeTimelineBench.ts [--quick]
 */
import type { Page } from '@playwright/test';
import { pathToFileURL } from 'node:url';
import { QUERY_CACHE_DATABASE } from '../src/runtime/query/persistQueryCache';
import { seedAppLog } from './seedAppLog';
import { setLatency } from './sandboxLatency';
import { signedInApp } from './signedInApp';
import { median, ms } from './stats';

type Report = (what: string, target: string, measured: string) => void;

/** In the page from its first script: when the first timeline row is painted, since navigation. */
const FIRST_ROW_PAINTED = `(() => {
  const done = (at) => { window.homeBench = { painted: at }; };
  const look = () => {
    if (document.querySelector('ol.timeline > li article')) {
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => done(performance.now());
        channel.port2.postMessage(null);
      });
      return true;
    }
    return false;
  };
  const observer = new MutationObserver(() => { if (look()) observer.disconnect(); });
  observer.observe(document, { childList: true, subtree: true });
})()`;

declare global {
  interface Window {
    homeBench?: { painted: number };
  }
}

async function openHome(page: Page, url: string): Promise<number> {
  await page.goto('about:blank');
  await page.goto(url);
  const painted = await page.waitForFunction(() => window.homeBench?.painted, undefined, {
    timeout: 60_000,
  });
  return (await painted.jsonValue()) as number;
}

export async function benchHomeTimeline(report: Report, quick: boolean): Promise<void> {
  const runs = quick ? 3 : 7;
  const logSize = quick ? 20_000 : 100_000;
  const app = await signedInApp();
  try {
    const { page, context, server, manifest } = app;
    await context.addInitScript(FIRST_ROW_PAINTED);
    await setLatency(manifest, 50);
    const online: number[] = [];
    for (let i = 0; i < runs; i++) {
      // Nothing kept from the last visit: from a page of the origin that is not the app (so
      // nothing holds the database open), its query cache is deleted.
      await page.goto(`${server.url}/api/health`);
      await page.evaluate(
        (name) =>
          new Promise((resolve, reject) => {
            const request = indexedDB.deleteDatabase(name);
            request.onsuccess = resolve;
            request.onerror = reject;
            request.onblocked = () => reject(new Error(`${name} is still open`));
          }),
        QUERY_CACHE_DATABASE,
      );
      online.push(await openHome(page, `${server.url}/`));
    }
    report(
      'Home online, 50 ms to each network, nothing cached: first posts of the All timeline painted',
      '≤ 800 ms',
      `median ${ms(median(online))}, worst ${ms(Math.max(...online))} (n=${runs})`,
    );

    // The person's log grows to logSize events (settings changes, as the cold-start bench
    // seeds), with the app closed: an open app would follow every one of them live.
    await page.goto('about:blank');
    const lab = await context.newPage();
    await lab.goto(`${server.url}/lab/eventlog.html`);
    await lab.waitForFunction(() => document.title.includes('ready'));
    await seedAppLog(lab, logSize);
    await lab.close();
    // Home read once online, and its cache written (at most a second later), then offline.
    await openHome(page, `${server.url}/`);
    await page.waitForTimeout(2_000);
    await context.setOffline(true);
    const offline: number[] = [];
    for (let i = 0; i < runs; i++) offline.push(await openHome(page, `${server.url}/`));
    report(
      `Home offline, ${logSize.toLocaleString('en')}-event log: the cached timeline painted`,
      '≤ 300 ms',
      `median ${ms(median(offline))}, worst ${ms(Math.max(...offline))} (n=${runs})`,
    );
  } finally {
    await app.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await benchHomeTimeline(
    (what, target, measured) =>
      console.log(`${what}: ${measured}${target ? `  (target ${target})` : ''}`),
    process.argv.includes('--quick'),
  );
}
