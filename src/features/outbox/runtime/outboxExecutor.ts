import { framePollCreator } from '@/sources/product/createFramePoll';
import { linkPictureFetcher } from '@/sources/product/fetchLinkPicture';
import { productSessionStore } from '@/runtime/productSession';
import { executorLease } from '@/sync/lease/executorLease';
import { settledMediaIds } from '@/sync/publish/publishJobQueries';
import { runExecutor, type ExecutorRun } from '@/sync/publish/runExecutor';
import type { OutboxRuntime } from './outboxRuntime';
import { createSourceResolver } from './sourceForTarget';
import type { SourceModules } from './sourceModules';

/**
 * One context's executor of the publish outbox: each `turn` takes the
 * lease if it is free, drains what is due and lets the lease go.
 */
export function outboxExecutor(
  runtime: OutboxRuntime,
  options: { holder: string; modules?: SourceModules | undefined; leaseTtlMs?: number | undefined },
) {
  const lease = executorLease({
    log: runtime.log,
    holder: options.holder,
    now: Date.now,
    ...(options.leaseTtlMs ? { ttlMs: options.leaseTtlMs } : {}),
  });
  const sourceFor = createSourceResolver(runtime, options.modules);
  const forgotten = new Set<string>();
  const fetchLinkPicture = linkPictureFetcher(runtime.apiBase);
  // composer.md §7.4: polls are created for the device's Polycast account, when it has one.
  const createFramePoll = framePollCreator(runtime.apiBase, async () =>
    productSessionStore(await runtime.vault()).load(),
  );

  /** Attached files every network has (or that were discarded) leave the device. */
  async function forgetSettledMedia() {
    const state = await runtime.publishJobs.catchUp();
    const ids = settledMediaIds(state).filter((id) => !forgotten.has(id));
    if (ids.length === 0) return;
    const media = await runtime.media();
    for (const id of ids) {
      await media.delete(id);
      forgotten.add(id);
    }
  }

  async function turn(signal: AbortSignal, networkFailuresNow = false): Promise<ExecutorRun> {
    const run = await runExecutor({
      networkFailuresNow,
      lease,
      signal,
      append: (event) => runtime.log.append(event),
      state: () => runtime.publishJobs.catchUp(),
      toggles: () => runtime.toggles.catchUp(),
      sourceFor,
      mediaFile: async (mediaId) => (await runtime.media()).get(mediaId),
      fetchLinkPicture,
      createFramePoll,
      now: Date.now,
      executor: options.holder,
    });
    if (run.ran) await forgetSettledMedia().catch((error: unknown) => console.warn(error));
    return run;
  }

  return {
    holder: options.holder,
    leaseTtlMs: lease.ttlMs,
    turn,
  };
}
