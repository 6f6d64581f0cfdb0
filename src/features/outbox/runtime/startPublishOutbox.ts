import { NOT_NOW, startDrainLoop } from '@/sync/drainLoop';
import { outboxExecutor } from './outboxExecutor';
import type { OutboxRuntime } from './outboxRuntime';
import type { SourceModules } from './sourceModules';
import { hasDueWork, nextWorkAt, watchWork } from './outboxWork';

export interface PublishOutbox {
  /** Drain now (a new post, the user's retry; the connection's return runs network failures at once). */
  kick(options?: { connectionReturned?: boolean }): void;
  stop(): void;
}

export interface PublishOutboxOptions {
  /** Where `online` events come from: the window, or a worker's global scope. */
  connectivity?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
  online?: () => boolean;
  /** This executor's name in the lease and in each attempt's event. */
  executor?: string;
  modules?: SourceModules;
  leaseTtlMs?: number;
}

/** Past the other holder's expiry, so that its lease has surely run out by our clock. */
const LEASE_EXPIRY_MARGIN_MS = 50;

/**
 * Drains the publish outbox from this context (a tab or the sync worker;
 * DESIGN.md, "Sync"): on start, on `online`, when a job becomes due (a timer
 * at the next one's time), and when new jobs appear in the log (from any
 * tab). One executor at a time everywhere: the lease in the log; finding
 * it taken, this one looks again when that lease runs out, in case its
 * holder died.
 */
export function startPublishOutbox(
  runtime: OutboxRuntime,
  options: PublishOutboxOptions = {},
): PublishOutbox {
  const online = options.online ?? (() => navigator.onLine);
  const holder = options.executor ?? `tab-${crypto.randomUUID()}`;
  const executor = outboxExecutor(runtime, {
    holder,
    modules: options.modules,
    leaseTtlMs: options.leaseTtlMs,
  });
  const loop = startDrainLoop({
    async round({ connectionReturned }) {
      if (!online()) return NOT_NOW;
      const result = await executor.turn(loop.signal, connectionReturned);
      if (result.ran) return result.nextWakeAt;
      // Someone else drains. Look again when their lease runs out: renewed, they
      // are alive and this one waits again; not renewed, their context died
      // mid-turn (a reload) and this one takes over without waiting a whole
      // lifetime more. Their attempts wake this loop sooner (the log's jobs).
      return Math.min(result.until, Date.now() + executor.leaseTtlMs) + LEASE_EXPIRY_MARGIN_MS;
    },
    connectivity: options.connectivity ?? (globalThis as unknown as EventTarget),
    failureMessage: 'The outbox stopped for now:',
    retryAfterFailureMs: 5_000,
  });
  const kick = (request?: { connectionReturned?: boolean }) => void loop.kick(request);

  // New due work (a post sent or a like pressed, here or in another tab) starts a turn at once.
  const unwatch = watchWork(runtime, (work) => {
    if (hasDueWork(work, Date.now())) kick();
    else loop.wakeAt(nextWorkAt(work));
  });
  kick();

  return {
    kick,
    stop() {
      loop.stop();
      unwatch();
    },
  };
}
