/**
 * The reader's switches (issue 21's targets), in Chromium through the real
 * Home screen, signed in as the demo person on all four networks, each
 * network 50 ms away (the sandbox's fault proxy):
 *  - a press of "Like on {network}", from the click event to the frame that
 *    shows the new state (aria-pressed, the icon filled or not, the count);
 *  - the same press, from the click to its ToggleConfirmed in the app's log
 *    (the outbox sent it and the network answered), per network;
 *  - 100 switches pressed offline (likes, reposts and bookmarks over the four
 *    networks), then online: from the connection's return to the last
 *    confirmation, and to each network's last.
 * Part of `npm run bench` (needs `dist/`); alone: npx tsx bench/actionsBench.ts [--quick]
 * BENCH_ACTIONS_TRACE=<file>: a Chromium trace of the online presses is
 * written there; `npx tsx bench/clickTrace.ts <file>` says where each
 * click's time went.
 */
import type { Page } from '@playwright/test';
import { pathToFileURL } from 'node:url';
import { startTrace } from './pageTrace';
import { ACTIONS_PAGE_SCRIPT, type LoggedToggle, type PressRun } from './actionsPage';
import { setLatency } from './sandboxLatency';
import { signedInApp } from './signedInApp';
import { median, ms, percentile } from './stats';

type Report = (what: string, target: string, measured: string) => void;

const NETWORKS = ['Bluesky', 'X', 'Lens', 'Farcaster'] as const;
type Network = (typeof NETWORKS)[number];

/** The switches the offline run presses per network (Farcaster's bookmarks, kept by the product server, are left out; its repost is a recast). */
const OFFLINE_BUTTONS: Record<Network, string[]> = {
  Bluesky: ['Like', 'Repost', 'Bookmark'],
  X: ['Like', 'Repost', 'Bookmark'],
  Lens: ['Like', 'Repost', 'Bookmark'],
  Farcaster: ['Like', 'Recast'],
};

/** How many times the bench reads Home on before pressing. */
const READ_ON_PAGES = 4;

const sleep = (msToWait: number) => new Promise((resolve) => setTimeout(resolve, msToWait));
const summary = (values: number[]) =>
  `median ${ms(median(values))}, p95 ${ms(percentile(values, 95))}, worst ${ms(Math.max(...values))} (n=${values.length})`;

/**
 * Reads Home on ('Load more') until it offers `wanted` buttons of each name,
 * at most `pages` times (the sandbox's Farcaster has few casts, and Lens's
 * timeline goes on for hundreds of rows: a fixed bound keeps Home's size,
 * which the press's cost depends on, the same from run to run).
 */
async function readOnFor(page: Page, wanted: Record<string, number>, pages: number): Promise<void> {
  const more = page.getByRole('button', { name: 'Load more' });
  for (let round = 0; round < pages; round++) {
    const available = await page.evaluate(() => window.actionBench.available('Offline'));
    if (Object.entries(wanted).every(([name, n]) => (available[name] ?? 0) >= n)) return;
    // The button is gone while a page loads: only its absence for 3 s means the end.
    const end = await more
      .first()
      .waitFor({ timeout: 3_000 })
      .then(() => false)
      .catch(() => true);
    if (end) return;
    await more
      .first()
      .click({ timeout: 10_000 })
      .catch(() => undefined);
    await sleep(300);
  }
}

/**
 * Which buttons to press offline: `total` switches, each pressed once, taken
 * in turn from each network and, within it, from each of its kinds, as far
 * as Home has them (a network with fewer rows leaves its share to the others).
 */
function offlinePlan(available: Record<string, number>, total: number): string[] {
  const left = { ...available };
  const turn = Object.fromEntries(NETWORKS.map((network) => [network, 0])) as Record<
    Network,
    number
  >;
  const plan: string[] = [];
  while (plan.length < total) {
    let took = false;
    for (const network of NETWORKS) {
      const kinds = OFFLINE_BUTTONS[network];
      for (let tries = 0; tries < kinds.length && plan.length < total; tries++) {
        const name = `${kinds[turn[network]++ % kinds.length]} on ${network}`;
        if ((left[name] ?? 0) > 0) {
          left[name] = (left[name] ?? 0) - 1;
          plan.push(name);
          took = true;
          break;
        }
      }
    }
    if (!took) break;
  }
  return plan;
}

/** Polls the log until `until` holds for the Toggle* events since `afterSeq`. */
async function toggleEventsUntil(
  page: Page,
  afterSeq: number,
  until: (events: LoggedToggle[]) => boolean,
  timeoutMs: number,
  pollMs = 50,
): Promise<LoggedToggle[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const events = await page.evaluate((seq) => window.actionBench.toggleEvents(seq), afterSeq);
    if (until(events)) return events;
    if (Date.now() > deadline) throw new Error(`the log did not get there in ${timeoutMs} ms`);
    await sleep(pollMs);
  }
}

interface Press {
  network: Network;
  /** Click event to the frame showing the new state. */
  toFrame: number;
  /** Click event to the DOM showing it (the MutationObserver). */
  toDom: number;
  /** Click to the ToggleRequested in the log (the append's own time). */
  toLogged: number;
  /** Click to the ToggleConfirmed in the log. */
  toConfirmed: number;
}

/** One press of the next unused "Like on {network}", timed on screen, then to its confirmation. */
async function pressOnce(page: Page, network: Network): Promise<Press> {
  const name = `Like on ${network}`;
  if (!(await page.evaluate((n) => window.actionBench.pick(n, 'Online', true), name)))
    throw new Error(`Home has no "${name}" button`);
  const afterSeq = await page.evaluate(() => window.actionBench.lastSeq());
  await page.evaluate(() => window.actionBench.watch());
  await page.locator('[data-bench-target]').click();
  const run = (await (
    await page.waitForFunction(
      () => (window.actionBench.run?.paintedAt ? window.actionBench.run : undefined),
      undefined,
      { timeout: 10_000 },
    )
  ).jsonValue()) as Required<PressRun>;
  const events = await toggleEventsUntil(
    page,
    afterSeq,
    (list) => {
      const requested = list.find((e) => e.type === 'ToggleRequested');
      return list.some(
        (e) =>
          e.aggregateId === requested?.aggregateId &&
          (e.type === 'ToggleConfirmed' || (e.type === 'ToggleFailed' && !e.payload.retryable)),
      );
    },
    15_000,
  );
  const requested = events.find((e) => e.type === 'ToggleRequested');
  const settled = events.find(
    (e) => e.aggregateId === requested?.aggregateId && e.type !== 'ToggleRequested' && e.seq > 0,
  );
  const confirmed = events.find(
    (e) => e.aggregateId === requested?.aggregateId && e.type === 'ToggleConfirmed',
  );
  if (!requested || !confirmed)
    throw new Error(
      `${name}: not confirmed (${settled?.type}: ${JSON.stringify(settled?.payload)})`,
    );
  return {
    network,
    toFrame: run.paintedAt - run.clickAt,
    toDom: run.domAt - run.clickAt,
    toLogged: requested.at - run.clickEpoch,
    toConfirmed: confirmed.at - run.clickEpoch,
  };
}

export async function benchActions(report: Report, quick: boolean): Promise<void> {
  const rounds = quick ? 3 : 10; // presses per network, after one warm-up each
  const offlinePresses = quick ? 40 : 100;
  const app = await signedInApp();
  try {
    const { page, server, manifest, context } = app;
    await setLatency(manifest, 50);
    await page.goto(`${server.url}/`);
    // Every network's first page in (the All timeline shows the first three before the last).
    for (const network of NETWORKS)
      await page
        .getByRole('button', { name: `Like on ${network}` })
        .first()
        .waitFor({ timeout: 30_000 });
    await page.evaluate(ACTIONS_PAGE_SCRIPT);
    const perKind = Math.ceil(offlinePresses / NETWORKS.length / 2);
    const wanted: Record<string, number> = {};
    for (const network of NETWORKS)
      for (const kind of OFFLINE_BUTTONS[network]) wanted[`${kind} on ${network}`] = perKind;
    await readOnFor(page, wanted, READ_ON_PAGES);
    const offered = await page.evaluate(() => window.actionBench.available('Offline'));
    const rows = await page.locator('ol.timeline > li').count();
    console.log(`  actions: Home holds ${rows} rows, offering ${JSON.stringify(offered)}`);

    // 1 and 2: presses one at a time, each confirmed before the next.
    const first: Press[] = [];
    const presses: Press[] = [];
    const trace = process.env.BENCH_ACTIONS_TRACE ? await startTrace(page) : undefined;
    for (let round = 0; round < rounds + 1; round++)
      for (const network of NETWORKS) {
        const press = await pressOnce(page, network);
        (round === 0 ? first : presses).push(press);
      }
    if (trace && process.env.BENCH_ACTIONS_TRACE) await trace.stop(process.env.BENCH_ACTIONS_TRACE);
    report(
      `Action: click to the new state painted (Like on Home, ${rows} rows read; aria-pressed, icon, count)`,
      '≤ 50 ms',
      `${summary(presses.map((p) => p.toFrame))}; to the DOM: median ${ms(median(presses.map((p) => p.toDom)))}; first press per network: ${first.map((p) => ms(p.toFrame)).join(', ')}`,
    );
    report('  click to ToggleRequested in the log', '', summary(presses.map((p) => p.toLogged)));
    for (const network of NETWORKS) {
      const mine = presses.filter((p) => p.network === network).map((p) => p.toConfirmed);
      report(
        `Action confirmed by ${network}, 50 ms away: click to ToggleConfirmed`,
        '≤ 1 s',
        `${summary(mine)}; first press: ${ms(first.find((p) => p.network === network)?.toConfirmed ?? NaN)}`,
      );
    }

    // 3: many switches pressed offline, then the connection returns.
    const afterSeq = await page.evaluate(() => window.actionBench.lastSeq());
    await context.setOffline(true);
    const plan = offlinePlan(
      await page.evaluate(() => window.actionBench.available('Offline')),
      offlinePresses,
    );
    let pressed = 0;
    for (const name of plan) {
      if (!(await page.evaluate((n) => window.actionBench.pick(n, 'Offline', false), name)))
        continue;
      await page.locator('[data-bench-target]').click();
      pressed += 1;
    }
    const requested = await toggleEventsUntil(
      page,
      afterSeq,
      (list) => list.filter((e) => e.type === 'ToggleRequested').length >= pressed,
      30_000,
    );
    // Home's rows can move under the bench (a row's element reused for another post), so a
    // switch may have been pressed twice: an even number of presses cancels out, sends nothing.
    const pressesOf = new Map<string, number>();
    for (const e of requested)
      if (e.type === 'ToggleRequested')
        pressesOf.set(e.aggregateId, (pressesOf.get(e.aggregateId) ?? 0) + 1);
    const keys = new Map<string, string>(); // switch key → network's source
    for (const e of requested)
      if (e.type === 'ToggleRequested' && (pressesOf.get(e.aggregateId) ?? 0) % 2 === 1)
        keys.set(e.aggregateId, String(e.payload.source));
    const cancelled = pressesOf.size - keys.size;
    const sentOffline = requested.filter((e) => e.type === 'ToggleAttempted').length;
    const mark = await page.evaluate(() => window.actionBench.lastSeq());
    const online = Date.now();
    await context.setOffline(false);
    const done = await toggleEventsUntil(
      page,
      mark,
      (list) => {
        const settled = new Set(
          list
            .filter(
              (e) =>
                e.type === 'ToggleConfirmed' || (e.type === 'ToggleFailed' && !e.payload.retryable),
            )
            .map((e) => e.aggregateId),
        );
        return [...keys.keys()].every((key) => settled.has(key));
      },
      60_000,
      100,
    );
    const confirmedAt = new Map<string, number>();
    for (const e of done)
      if (e.type === 'ToggleConfirmed' && keys.has(e.aggregateId))
        confirmedAt.set(e.aggregateId, e.at);
    const failed = done.filter((e) => e.type === 'ToggleFailed');
    const unknown = done.filter((e) => e.type === 'ToggleOutcomeUnknown').length;
    const attempts = done.filter((e) => e.type === 'ToggleAttempted').length;
    const lastOf = (source?: string) =>
      Math.max(
        ...[...confirmedAt]
          .filter(([key]) => !source || keys.get(key) === source)
          .map(([, at]) => at),
      ) - online;
    const firstConfirmed = Math.min(...confirmedAt.values()) - online;
    const bySource = [...new Set(keys.values())]
      .map((source) => {
        const n = [...keys.values()].filter((s) => s === source).length;
        return `${source} ${ms(lastOf(source))} (${n})`;
      })
      .join(', ');
    report(
      `Actions: ${keys.size} switches pressed offline, back online to all confirmed`,
      '≤ 10 s',
      `${ms(lastOf())}; each network's last: ${bySource}; first confirmation ${ms(firstConfirmed)}; ${confirmedAt.size} confirmed, ${attempts} attempts, ${failed.length} failed (${failed.filter((e) => !e.payload.retryable).length} for good), ${unknown} answers lost${sentOffline ? `, ${sentOffline} attempted while offline` : ''}${cancelled ? `, ${cancelled} pressed twice (cancelled out)` : ''}`,
    );
    for (const e of failed.slice(0, 5))
      console.log(`  actions: ${keys.get(e.aggregateId)} failed: ${JSON.stringify(e.payload)}`);
  } finally {
    await app.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await benchActions(
    (what, target, measured) =>
      console.log(`${what}: ${measured}${target ? `  (target ${target})` : ''}`),
    process.argv.includes('--quick'),
  );
}
