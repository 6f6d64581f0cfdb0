import { outboxExecutor } from '@/features/outbox/runtime/outboxExecutor';
import type { OutboxRuntime } from '@/features/outbox/runtime/outboxRuntime';
import type { SourceModules } from '@/features/outbox/runtime/sourceModules';
import { caughtUpWork, hasDueWork, hasOpenWork } from '@/features/outbox/runtime/outboxWork';

export type IdleOutcome =
  /** Nothing will run by itself any more (published, or waiting for the user). */
  | 'done'
  /** Jobs wait for a later time (a backoff): the browser should wake us again. */
  | 'waiting'
  /** Another executor holds the lease: it is draining. */
  | 'busy';

/**
 * One background wake-up (the service worker's `sync` event): drain what
 * is due, wait for short backoffs while there is time, and say whether
 * jobs remain so the browser can be asked to come back.
 */
export async function runOutboxUntilIdle(
  runtime: OutboxRuntime,
  options: { holder: string; modules?: SourceModules; signal: AbortSignal; maxWaitMs: number },
): Promise<IdleOutcome> {
  const executor = outboxExecutor(runtime, { holder: options.holder, modules: options.modules });
  const deadline = Date.now() + options.maxWaitMs;
  for (;;) {
    const run = await executor.turn(options.signal);
    if (!run.ran) return 'busy';
    const work = await caughtUpWork(runtime);
    if (!hasOpenWork(work)) return 'done';
    if (hasDueWork(work, Date.now())) continue;
    const next = run.nextWakeAt;
    if (next === undefined) return 'done';
    if (next > deadline || options.signal.aborted) return 'waiting';
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, next - Date.now())));
  }
}
