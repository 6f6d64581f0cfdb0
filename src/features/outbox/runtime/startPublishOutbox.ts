import { createExclusiveLock } from '@/events/exclusiveLock';
import { dueJobs, nextWakeAt } from '@/sync/publish/publishJobQueries';
import { outboxExecutor } from './outboxExecutor';
import type { OutboxRuntime } from './outboxRuntime';
import type { SourceModules } from './sourceModules';

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

/**
 * Drains the publish outbox from this context (a tab or the sync worker;
 * DESIGN.md, "Sync"): on start, on `online`, when a job becomes due (a timer
 * at the next one's time), and when new jobs appear in the log (from any
 * tab). One executor at a time everywhere: the lease in the log; finding
 * it taken, this one looks again after the lease's lifetime, in case its
 * holder died.
 */
export function startPublishOutbox(
  runtime: OutboxRuntime,
  options: PublishOutboxOptions = {},
): PublishOutbox {
  const connectivity = options.connectivity ?? (globalThis as unknown as EventTarget);
  const online = options.online ?? (() => navigator.onLine);
  const holder = options.executor ?? `tab-${crypto.randomUUID()}`;
  const stopped = new AbortController();
  const executor = outboxExecutor(runtime, {
    holder,
    modules: options.modules,
    leaseTtlMs: options.leaseTtlMs,
  });
  // Several triggers at once make one run; a trigger during a run makes one more.
  const lock = createExclusiveLock(`polycast-outbox-turn:${holder}`);
  let timer: ReturnType<typeof setTimeout> | undefined;
  let queued = false;
  let connectionReturned = false;

  function wakeAt(at: number | undefined) {
    clearTimeout(timer);
    if (at === undefined || stopped.signal.aborted) return;
    timer = setTimeout(() => kick(), Math.max(0, at - Date.now()));
  }

  async function turn() {
    if (stopped.signal.aborted || !online()) return;
    const networkFailuresNow = connectionReturned;
    connectionReturned = false;
    const result = await executor.turn(stopped.signal, networkFailuresNow);
    if (result.ran) wakeAt(result.nextWakeAt);
    else wakeAt(Date.now() + executor.leaseTtlMs); // someone else drains; look again if it dies
  }

  function kick(options: { connectionReturned?: boolean } = {}) {
    if (options.connectionReturned) connectionReturned = true;
    if (queued) return;
    queued = true;
    void lock
      .run(async () => {
        queued = false;
        await turn();
      })
      .catch((error: unknown) => {
        console.error('The outbox stopped for now:', error);
        wakeAt(Date.now() + 5_000);
      });
  }

  const onOnline = () => kick({ connectionReturned: true });
  connectivity.addEventListener('online', onOnline);
  // New due jobs (a post sent here or in another tab) start a turn at once.
  const subscription = runtime.publishJobs.state$.subscribe((state) => {
    if (dueJobs(state, Date.now()).length > 0) kick();
    else wakeAt(nextWakeAt(state));
  });
  kick();

  return {
    kick,
    stop() {
      stopped.abort();
      clearTimeout(timer);
      subscription.unsubscribe();
      connectivity.removeEventListener('online', onOnline);
    },
  };
}
