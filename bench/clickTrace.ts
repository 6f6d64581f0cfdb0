/**
 * Where a click's time goes, from a trace the actions bench wrote
 * (BENCH_ACTIONS_TRACE=<file> npx tsx bench/actionsBench.ts): for each
 * press, from the click's dispatch to the page's `bench:dom` mark (the
 * MutationObserver saw the new state), how long the page's main thread was
 * busy and with what, and how long it sat idle (waiting for IndexedDB, or
 * for a task to be scheduled). Prints the medians over the presses.
 *   npx tsx bench/clickTrace.ts <trace.json>
 */
import { readFileSync } from 'node:fs';
import { median, ms } from './stats';

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { data?: { type?: string; functionName?: string; url?: string } };
}

const file = process.argv[2];
if (!file) throw new Error('usage: npx tsx bench/clickTrace.ts <trace.json>');
const parsed = JSON.parse(readFileSync(file, 'utf8')) as
  TraceEvent[] | { traceEvents: TraceEvent[] };
const events = Array.isArray(parsed) ? parsed : parsed.traceEvents;

const marks = events.filter((e) => e.name === 'bench:dom').sort((a, b) => a.ts - b.ts);
if (marks.length === 0) throw new Error('no bench:dom marks in the trace');
const main = { pid: marks[0]?.pid, tid: marks[0]?.tid };
const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X');
const clicks = onMain
  .filter((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'click')
  .sort((a, b) => a.ts - b.ts);
const tasks = onMain.filter((e) => e.name === 'RunTask');

/** What a JavaScript call was, as DevTools names it. */
const labelOf = (e: TraceEvent) => {
  const data = e.args?.data;
  if (e.name === 'FunctionCall' || e.name === 'v8.callFunction')
    return `call ${data?.functionName || '(anonymous)'} ${(data?.url ?? '').split('/').pop() ?? ''}`;
  if (e.name === 'EventDispatch') return `event ${data?.type ?? ''}`;
  return e.name;
};
const WATCHED = new Set([
  'EventDispatch',
  'FunctionCall',
  'RunMicrotasks',
  'UpdateLayoutTree',
  'Layout',
  'Paint',
  'PrePaint',
  'MinorGC',
  'MajorGC',
  'TimerFire',
  'FireAnimationFrame',
  'ParseHTML',
]);

const rows: { total: number; busy: number; parts: Map<string, number> }[] = [];
for (const mark of marks) {
  const click = [...clicks].reverse().find((c) => c.ts <= mark.ts);
  if (!click) continue;
  const from = click.ts;
  const to = mark.ts;
  const overlap = (e: TraceEvent) =>
    Math.max(0, Math.min(to, e.ts + (e.dur ?? 0)) - Math.max(from, e.ts));
  const busy = tasks.reduce((sum, task) => sum + overlap(task), 0);
  const parts = new Map<string, number>();
  // Only the outermost watched event of each nest, so that nothing counts twice.
  const watched = onMain
    .filter((e) => WATCHED.has(e.name) && overlap(e) > 0)
    .sort((a, b) => a.ts - b.ts);
  let end = -Infinity;
  for (const e of watched) {
    if (e.ts < end) continue;
    end = e.ts + (e.dur ?? 0);
    parts.set(labelOf(e), (parts.get(labelOf(e)) ?? 0) + overlap(e));
  }
  rows.push({ total: to - from, busy, parts });
}

const toMs = (us: number) => us / 1000;
console.log(`${rows.length} clicks, click dispatch → new state in the DOM:`);
console.log(`  total: median ${ms(toMs(median(rows.map((r) => r.total))))}`);
console.log(`  main thread busy: median ${ms(toMs(median(rows.map((r) => r.busy))))}`);
console.log(
  `  main thread idle: median ${ms(toMs(median(rows.map((r) => r.total - r.busy))))} (waiting for IndexedDB or a scheduled task)`,
);
const names = new Set(rows.flatMap((r) => [...r.parts.keys()]));
const byName = [...names]
  .map((name) => ({
    name,
    median: median(rows.map((r) => r.parts.get(name) ?? 0)),
    mean: rows.reduce((sum, r) => sum + (r.parts.get(name) ?? 0), 0) / rows.length,
  }))
  .sort((a, b) => b.mean - a.mean)
  .slice(0, 15);
for (const { name, median: m, mean } of byName)
  console.log(`  ${name}: median ${ms(toMs(m))}, mean ${ms(toMs(mean))}`);
