/**
 * The sync core against the sandbox, no faults: draining 1,000 jobs (250
 * posts × 4 networks) through the real adapters, and the engine's own
 * overhead per job (wall time minus time inside adapter calls, run one job
 * at a time so the two add up). The log is the jobs projection folded in
 * memory here; the IndexedDB log's own cost is the log bench's figure. The
 * sandbox runs in its own process, as `npm start` runs it.
 * Part of `npm run bench`; alone: npx tsx bench/syncBench.ts [--quick]
 */
import { pathToFileURL } from 'node:url';
import { ulid } from '@/domain/ulid';
import { drainPublishJobs } from '@/sync/publish/drainPublishJobs';
import { fourNetworks } from '../tests/support/fourNetworks';
import { memoryPublishLog } from '../tests/support/memoryPublishLog';
import { startSandboxProcess } from './sandboxProcess';
import { ms } from './stats';

type Report = (what: string, target: string, measured: string) => void;

/** Queues `posts` posts to the four networks and drains them; wall and adapter time. */
async function drain(
  setup: Awaited<ReturnType<typeof fourNetworks>>,
  posts: number,
  concurrency: number,
) {
  const log = memoryPublishLog();
  for (let i = 0; i < posts; i++) {
    const id = ulid();
    await log.append({
      id,
      type: 'PublishRequested',
      aggregateId: id,
      payload: { kind: 'post', targets: setup.targets, posts: [{ text: `Sync bench ${id}` }] },
    });
  }
  let inAdapters = 0;
  const started = performance.now();
  const result = await drainPublishJobs({
    ...log,
    sourceFor: async (target) => setup.sources[target.source],
    now: Date.now,
    executor: 'bench',
    signal: new AbortController().signal,
    callTimeoutMs: 20_000,
    concurrency,
    onAdapterCall: (time) => (inAdapters += time),
  });
  const wall = performance.now() - started;
  const state = await log.state();
  const published = Object.values(state.jobs).filter((j) => j.status === 'succeeded').length;
  return { wall, inAdapters, jobs: Object.keys(state.jobs).length, published, steps: result.steps };
}

export async function benchSync(report: Report, quick: boolean): Promise<void> {
  const posts = quick ? 50 : 250;
  const sandbox = await startSandboxProcess();
  try {
    const manifest = sandbox.manifest;
    // The X stand-in keeps X's posting limit (100 per 15 minutes): lift it for the bench.
    await fetch(`${manifest.x?.api}/sandbox/rate-limit`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ limit: 100_000, windowSeconds: 900 }),
    });
    const setup = await fourNetworks(manifest, {
      xUser: 'rollup_rita',
      lensAccount: 'ada',
      lensWallet: 1,
    });
    await drain(setup, 5, 8); // warm-up: sessions, caches, JIT

    const full = await drain(setup, posts, 8);
    report(
      `Sync: drain ${full.jobs} jobs (${posts} posts × 4 networks), no faults`,
      quick ? '' : '≤ 20 s',
      `${ms(full.wall)} (${full.published} published, ${(full.jobs / (full.wall / 1000)).toFixed(0)} jobs/s)`,
    );
    const serial = await drain(setup, quick ? 25 : 100, 1);
    report(
      "Sync: the engine's own time per job (wall minus adapter calls, one at a time)",
      '≤ 5 ms',
      `${ms((serial.wall - serial.inAdapters) / serial.jobs)} (n=${serial.jobs})`,
    );
  } finally {
    await fetch(`${sandbox.manifest.x?.api}/sandbox/rate-limit`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ limit: 100, windowSeconds: 900 }),
    }).catch(() => undefined);
    await sandbox.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await benchSync(
    (what, target, measured) =>
      console.log(`${what}: ${measured}${target ? `  (target ${target})` : ''}`),
    process.argv.includes('--quick'),
  );
}
