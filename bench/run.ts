/**
 * `npm run bench`: the event log in Chromium on the real IndexedDB, beside
 * raw IndexedDB doing the same writes; cold start with a 100,000-event log;
 * the first screen's JavaScript; the source adapters against the sandbox;
 * the sync core draining 1,000 jobs; the outbox in Chromium coming back online;
 * 10,000 scheduled posts due in one minute on the product server; the link
 * preview's head parser on normal and hostile pages; scrolling a timeline
 * of 1,000 loaded posts; opening Home online and offline; the reader's
 * likes, reposts and bookmarks on Home (on screen, confirmed, 100 offline);
 * a tip's modal, balances and send to confirmed.
 * Prints the figures.
 *   npm run bench [-- --no-build] [-- --quick]
 */
import { chromium, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startProductServer } from '../server/startProductServer';
import { chromiumLaunchOptions } from '../tests/browser/support/chromium';
import { measureBundle } from './firstScreenBytes';
import { benchSources } from './sourcesBench';
import { benchOnline } from './onlineBench';
import { benchChaos } from './chaosBench';
import { benchComposer } from './composerBench';
import { benchSync } from './syncBench';
import { benchSchedule } from './scheduleBench';
import { benchHomeTimeline } from './homeTimelineBench';
import { benchActions } from './actionsBench';
import { benchTips } from './tipsBench';
import { benchOpenGraph } from './openGraphBench';
import { seedAppLog } from './seedAppLog';
import { benchTimelineScroll } from './timelineScrollBench';
import { median, ms, percentile } from './stats';

const quick = process.argv.includes('--quick');
const SINGLES = quick ? 300 : 3000;
const BATCHES = quick ? 5 : 15;
const LOG_SIZE = quick ? 20_000 : 100_000;
const COLD_STARTS = quick ? 3 : 7;

if (!process.argv.includes('--no-build')) {
  execFileSync('bash', ['scripts/ensure-chromium.sh'], { stdio: 'inherit' });
  execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  execFileSync('npx', ['vite', 'build', '-c', 'lab/vite.config.ts', '--logLevel', 'warn'], {
    stdio: 'inherit',
  });
}

const rows: [string, string, string][] = [];
const report = (what: string, target: string, measured: string) => {
  rows.push([what, target, measured]);
  console.log(`${what}: ${measured}${target ? `  (target ${target})` : ''}`);
};

const server = await startProductServer({ staticDir: 'dist', sandboxMode: true });
const profile = mkdtempSync(join(tmpdir(), 'polycast-bench-'));
const context = await chromium.launchPersistentContext(profile, chromiumLaunchOptions);

async function labPage(): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${server.url}/lab/eventlog.html`);
  await page.waitForFunction(() => document.title.includes('ready'));
  return page;
}

try {
  const lab = await labPage();

  // Writes: raw IndexedDB vs the log, same documents, interleaved warm-ups.
  await lab.evaluate(() => window.lab.raw.singlePuts('raw-warm', 50));
  await lab.evaluate(() => window.lab.raw.batchPuts('raw-warm', 2, 1000));
  await lab.evaluate(() => window.lab.open('bench-writes'));
  await lab.evaluate(() => window.lab.appendSingles(50));

  const rawSingles = await lab.evaluate(
    (n) => window.lab.raw.singlePuts('raw-singles', n),
    SINGLES,
  );
  const logSingles = await lab.evaluate((n) => window.lab.appendSingles(n), SINGLES);
  const rawP50 = percentile(rawSingles, 50);
  const rawP99 = percentile(rawSingles, 99);
  const logP50 = percentile(logSingles, 50);
  const logP99 = percentile(logSingles, 99);
  report(
    'raw IndexedDB, one put per transaction',
    '',
    `p50 ${ms(rawP50)}, p99 ${ms(rawP99)} (n=${SINGLES})`,
  );
  report(
    'log append, one event',
    'p50 ≤ 1.5×, p99 ≤ 2× raw',
    `p50 ${ms(logP50)} (${(logP50 / rawP50).toFixed(2)}×), p99 ${ms(logP99)} (${(logP99 / rawP99).toFixed(2)}×)`,
  );

  const rawBatches = await lab.evaluate(
    (n) => window.lab.raw.batchPuts('raw-batches', n, 1000),
    BATCHES,
  );
  const logBatches = await lab.evaluate((n) => window.lab.appendBatches(n, 1000), BATCHES);
  const rawBatch = median(rawBatches);
  const logBatch = median(logBatches);
  report(
    'raw IndexedDB, 1,000 puts in one transaction',
    '',
    `median ${ms(rawBatch)} (n=${BATCHES})`,
  );
  report(
    'log append, batch of 1,000',
    '≤ 1.3× raw',
    `median ${ms(logBatch)} (${(logBatch / rawBatch).toFixed(2)}×)`,
  );
  await lab.evaluate(() => window.lab.close());

  // Reading a big log with nothing but IndexedDB.
  await lab.evaluate(
    async ({ size }) => {
      await window.lab.raw.remove('raw-read');
      await window.lab.raw.batchPuts('raw-read', size / 1000, 1000);
    },
    { size: LOG_SIZE },
  );
  const [count, readMs] = await lab.evaluate(() => window.lab.raw.readAll('raw-read'));
  report(`raw IndexedDB, read back ${count.toLocaleString('en')} events`, '', ms(readMs));

  // Cold start: the app's own database holding LOG_SIZE events.
  const seedStart = performance.now();
  await seedAppLog(lab, LOG_SIZE);
  console.log(
    `(seeded ${LOG_SIZE.toLocaleString('en')} events in ${ms(performance.now() - seedStart)})`,
  );
  await lab.close();

  const coldStart = async () => {
    const page = await context.newPage();
    await page.goto(server.url);
    const mark = await page.waitForFunction(
      () => performance.getEntriesByName('polycast:first-projected-screen')[0]?.startTime,
      undefined,
      { timeout: 60_000 },
    );
    const value = (await mark.jsonValue()) as number;
    await page.close();
    return value;
  };
  await coldStart(); // installs the service worker and fills its cache, as a returning user has
  const starts: number[] = [];
  for (let i = 0; i < COLD_STARTS; i++) starts.push(await coldStart());
  report(
    `cold start to the first projected screen, ${LOG_SIZE.toLocaleString('en')}-event log`,
    '≤ 500 ms',
    `median ${ms(median(starts))}, worst ${ms(Math.max(...starts))} (n=${COLD_STARTS})`,
  );

  const unsnapped = await labPage();
  await unsnapped.evaluate(async () => {
    await window.lab.open('polycast');
    await window.lab.dropSnapshots();
    await window.lab.close();
  });
  await unsnapped.close();
  report('  the same without snapshots (one-off rebuild)', '', ms(await coldStart()));

  const bundle = measureBundle('dist');
  report(
    'first-screen JavaScript, gzipped',
    '≤ 150 KB',
    `${(bundle.firstScreenGzip / 1024).toFixed(1)} KB (${bundle.firstScreenFiles.join(', ')})`,
  );
  report('  all of the app’s JavaScript, gzipped', '', `${(bundle.allGzip / 1024).toFixed(1)} KB`);
} finally {
  await context.close();
  await server.close();
  rmSync(profile, { recursive: true, force: true });
}

await benchSources(report, quick);
await benchSync(report, quick);
await benchOnline(report, quick);
await benchComposer(report, quick);
await benchTimelineScroll(report, quick);
await benchHomeTimeline(report, quick);
await benchActions(report, quick);
await benchTips(report, quick);
await benchChaos(report, quick);
await benchSchedule(report, quick);
await benchOpenGraph(report, quick);

console.log('\n| what | target | measured |\n|---|---|---|');
for (const [what, target, measured] of rows)
  console.log(`| ${what.trim()} | ${target} | ${measured} |`);
