/**
 * Issue 7's figure: 10,000 scheduled tasks due in the same minute,
 * dispatched by one product-server process against the sandbox (in its own
 * process) with 50 ms of latency on every network; and the dispatcher's
 * memory while it works, with as many tasks again stored for later.
 * Part of `npm run bench`; alone: node --expose-gc --import tsx bench/scheduleBench.ts [--quick]
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import Database from 'better-sqlite3';
import { sandboxServerOptions } from '../sandbox/productServerConfig';
import { startProductServer } from '../server/startProductServer';
import type { PublishTarget } from '@/events/types/publishEvents';
import { lensPostMetadata } from '@/sources/lens/lensMetadata';
import { uploadToGrove } from '@/sources/storage/groveStorage';
import { delegateFourNetworks } from '../tests/support/delegateFourNetworks';
import { ownCpuMs, processFamilyCpuMs } from './processCpu';
import { startSandboxProcess } from './sandboxProcess';
import { median, percentile } from './stats';

type Report = (what: string, target: string, measured: string) => void;

const MINUTE = 60_000;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** Runs `work` over `items`, `limit` at a time. */
async function pooled<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) await work(items[next++] as T);
    }),
  );
}

/** One single-post task for one network, in that network's scheduled shape (composer.md §7.2). */
async function payloadFor(target: PublishTarget, text: string, storage: string) {
  if (target.source === 'Farcaster') return [{ text, embeds: [] }];
  if (target.source !== 'Lens') return [{ text }];
  const metadata = lensPostMetadata({
    id: randomUUID(),
    handle: 'bench',
    post: { text, media: [] },
  });
  const doc = await uploadToGrove(
    storage,
    new Blob([JSON.stringify(metadata)], { type: 'application/json' }),
    AbortSignal.timeout(30_000),
  );
  if (!doc.ok) throw new Error(doc.error.message);
  return [{ operation: 'CreatePost', request: { contentUri: doc.value.uri } }];
}

const heapNow = () => {
  (globalThis as { gc?: () => void }).gc?.();
  return process.memoryUsage().heapUsed;
};

/**
 * `only`: the networks tasks go to (all four by default, in turn), to see
 * one network's share: `--only Twitter,Farcaster`.
 */
export async function benchSchedule(
  report: Report,
  quick: boolean,
  only?: readonly string[],
): Promise<void> {
  const due = quick ? 1000 : 10_000;
  const later = due;
  const sandbox = await startSandboxProcess();
  const folder = mkdtempSync(join(tmpdir(), 'polycast-schedule-bench-'));
  const databasePath = join(folder, 'polycast.sqlite');
  const server = await startProductServer({
    ...sandboxServerOptions(() => sandbox.manifest),
    databasePath,
    secretKey: randomBytes(32),
    scheduleDispatcher: { concurrency: 256, pollMs: 200 },
  });
  try {
    const manifest = sandbox.manifest;
    const storage = manifest.lens?.storage ?? '';
    // 10,000 tasks due in one minute are many people's: here four Polycast accounts, each
    // with an account of its own on every network (X and Lens ones from the sandbox's seeds).
    const people = [
      { xUser: 'meme_mo', lensAccount: 'polycast_demo', lensWallet: 0 },
      { xUser: 'validator_vic', lensAccount: 'ada', lensWallet: 1 },
      { xUser: 'bridge_bea', lensAccount: 'satoshi_fan', lensWallet: 2 },
      { xUser: 'nft_nate', lensAccount: 'mint_maker', lensWallet: 3 },
    ];
    const users: { session: string; targets: PublishTarget[] }[] = [];
    for (const person of people) {
      const delegated = await delegateFourNetworks(manifest, server.url, person);
      users.push({
        session: delegated.session,
        targets: delegated.targets.filter((t) => !only || only.includes(t.source)),
      });
    }
    // X's stand-in keeps X's 100 tweets per 15 minutes per user; 10,000 tasks are many more users' worth.
    await fetch(`${manifest.x?.api}/sandbox/rate-limit`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ limit: 1_000_000, windowSeconds: 900 }),
    });

    const { now } = (await (await fetch(`${server.url}/api/sandbox/clock`)).json()) as {
      now: number;
    };
    const dueAt = (Math.floor(now / MINUTE) + 10) * MINUTE;
    const create = async (i: number, at: number) => {
      // Each person in turn, and each person's networks in turn.
      const { session, targets } = users[i % users.length] as (typeof users)[number];
      const target = targets[Math.floor(i / users.length) % targets.length] as PublishTarget;
      const text = `Scheduled bench ${i} ${randomBytes(3).toString('hex')}`;
      const answer = await fetch(`${server.url}/v3/post/schedule`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${session}` },
        body: JSON.stringify({
          scheduleTime: new Date(at).toISOString(),
          posts: [
            {
              platform: target.source,
              platformUserId: target.accountId,
              payload: JSON.stringify(await payloadFor(target, text, storage)),
            },
          ],
          display_info: { content: text, media_type: ['Text'] },
          ua_type: 'web',
          groupId: randomUUID(),
        }),
      });
      if (answer.status !== 201)
        throw new Error(`create answered ${answer.status}: ${await answer.text()}`);
    };
    const started = performance.now();
    await pooled([...Array(due).keys()], 16, (i) => create(i, dueAt));
    await pooled([...Array(later).keys()], 16, (i) => create(due + i, dueAt + 2 * 86_400_000));
    const createMs = performance.now() - started;

    for (const network of ['bsky', 'farcaster', 'x', 'lens'])
      await fetch(`${manifest.admin.url}/faults/${network}`, {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ latencyMs: 50 }),
      });

    const reader = new Database(databasePath, { readonly: true });
    const settledCount = reader.prepare(
      "SELECT COUNT(*) AS n FROM schedule_tasks WHERE schedule_at = ? AND status != 'Pending'",
    );
    const heapBefore = heapNow();
    // The heap at 10 %, 50 % and 90 % dispatched (a full GC each: only then, not every poll).
    const marks = [0.1, 0.5, 0.9];
    const heapAt = new Map<number, number>();
    // Its minute begins now (the setup took a while since `now` was read).
    const { now: current } = (await (await fetch(`${server.url}/api/sandbox/clock`)).json()) as {
      now: number;
    };
    await fetch(`${server.url}/api/sandbox/clock`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ advanceMs: dueAt - current }),
    });
    const from = performance.now();
    const cpuFrom = { dispatcher: ownCpuMs(), sandbox: processFamilyCpuMs(sandbox.pid) };
    let done = 0;
    while (done < due && performance.now() - from < 10 * MINUTE) {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      done = (settledCount.get(dueAt) as { n: number }).n;
      const passed = marks.find((mark) => !heapAt.has(mark) && done >= due * mark);
      if (passed !== undefined) heapAt.set(passed, heapNow());
    }
    const elapsed = performance.now() - from;
    const cpuPerTask = (used: number | undefined, before: number | undefined) =>
      used === undefined || before === undefined
        ? 'n/a'
        : `${((used - before) / due).toFixed(1)} ms`;
    const cpu = {
      dispatcher: cpuPerTask(ownCpuMs(), cpuFrom.dispatcher),
      sandbox: cpuPerTask(processFamilyCpuMs(sandbox.pid), cpuFrom.sandbox),
    };

    // When each task's post went out, by the schedule's clock, after its minute began.
    const lateness = (
      reader
        .prepare(
          `SELECT MIN(json_extract(e.event, '$.at')) AS at FROM schedule_task_events e
           JOIN schedule_tasks t ON t.task_uuid = e.task_uuid
           WHERE t.schedule_at = ? AND json_extract(e.event, '$.type') = 'PublishSucceeded'
           GROUP BY e.task_uuid`,
        )
        .all(dueAt) as { at: number }[]
    ).map((row) => row.at - dueAt);
    const statuses = reader
      .prepare(
        'SELECT status, COUNT(*) AS n FROM schedule_tasks WHERE schedule_at = ? GROUP BY status',
      )
      .all(dueAt) as { status: string; n: number }[];
    const reasons = reader
      .prepare(
        `SELECT reason, COUNT(*) AS n FROM schedule_relations r JOIN schedule_tasks t ON t.task_uuid = r.task_uuid
         WHERE t.schedule_at = ? AND r.status = 'Failed' GROUP BY reason ORDER BY n DESC LIMIT 3`,
      )
      .all(dueAt) as { reason: string; n: number }[];
    // How long a task took once started, per network (its first event to its last).
    const perNetwork = reader
      .prepare(
        `SELECT r.platform AS platform, MAX(json_extract(e.event, '$.at')) - MIN(json_extract(e.event, '$.at')) AS took
         FROM schedule_task_events e JOIN schedule_relations r ON r.task_uuid = e.task_uuid
         JOIN schedule_tasks t ON t.task_uuid = e.task_uuid WHERE t.schedule_at = ?
         GROUP BY e.task_uuid`,
      )
      .all(dueAt) as { platform: string; took: number }[];
    reader.close();
    const tookBy = (platform: string) =>
      perNetwork.filter((row) => row.platform === platform).map((row) => row.took);
    report(
      'Schedule: one task, from its first step to published, per network',
      '',
      ['Bsky', 'Farcaster', 'Twitter', 'Lens']
        .map(
          (platform) =>
            `${platform} p50 ${seconds(median(tookBy(platform)))}, p95 ${seconds(percentile(tookBy(platform), 95))}`,
        )
        .join('; '),
    );
    const heapAfter = heapNow();
    // Each network call's 30 s time-out holds a little until it lapses: look again after that.
    await new Promise((resolve) => setTimeout(resolve, 35_000));
    const heapSettled = heapNow();
    const withinMinute = lateness.filter((ms) => ms < MINUTE).length;
    const at = (fraction: number) => heapAt.get(fraction) ?? Number.NaN;

    report(
      `Schedule: ${due.toLocaleString('en')} tasks due in one minute, one process, 50 ms network latency`,
      'all within their minute',
      `${withinMinute.toLocaleString('en')} of ${due.toLocaleString('en')} published within the minute; all settled ${seconds(elapsed)} after it began (${statuses.map((s) => `${s.status} ${s.n}`).join(', ')}${reasons.length ? `; failures: ${reasons.map((r) => `${r.n}× ${r.reason}`).join('; ')}` : ''})`,
    );
    report(
      'Schedule: CPU used per task while dispatching (2 cores in all)',
      '',
      `dispatcher's process ${cpu.dispatcher}; the sandbox's (all four networks) ${cpu.sandbox}`,
    );
    report(
      'Schedule: how late each post went out (from its minute)',
      '< 60 s',
      `p50 ${seconds(median(lateness))}, p95 ${seconds(percentile(lateness, 95))}, max ${seconds(Math.max(...lateness))}`,
    );
    report(
      `Schedule: dispatcher heap with ${(due + later).toLocaleString('en')} tasks stored`,
      'flat',
      `before ${mb(heapBefore)}; at 10 % / 50 % / 90 % dispatched ${mb(at(0.1))} / ${mb(at(0.5))} / ${mb(at(0.9))}; after ${mb(heapAfter)}, 35 s later ${mb(heapSettled)}`,
    );
    report(
      'Schedule: creating tasks through the API (setup)',
      '',
      `${(due + later).toLocaleString('en')} in ${seconds(createMs)}`,
    );
  } finally {
    await server.close();
    await sandbox.stop();
    rmSync(folder, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await benchSchedule(
    (what, target, measured) =>
      console.log(`${what}: ${measured}${target ? `  (target ${target})` : ''}`),
    process.argv.includes('--quick'),
    process.argv
      .find((arg) => arg.startsWith('--only='))
      ?.slice('--only='.length)
      .split(','),
  );
}
