import { createExclusiveLock } from '../../events/exclusiveLock';
import { executorLease, LEASE_TTL_MS } from '../../sync/lease/executorLease';
import { dueJobs, nextWakeAt } from '../../sync/publish/publishJobQueries';
import { runExecutor } from '../../sync/publish/runExecutor';
import type { AppRuntime } from '../runtime/openAppRuntime';
import { createSourceResolver } from './sourceForTarget';

export interface PublishOutbox {
  /** Drain now (a new post, the user's retry). */
  kick(): void;
  stop(): void;
}

/**
 * Drains the publish outbox from this page (DESIGN.md, "Sync"): on start,
 * on `online`, when a job becomes due (a timer at the next one's time), and
 * when new jobs appear in the log (from this tab or another). One executor
 * at a time across tabs: the lease in the log; a tab that finds it taken
 * looks again after the lease's lifetime, in case its holder died.
 */
export function startPublishOutbox(
  runtime: AppRuntime,
  options: { online?: () => boolean; executor?: string } = {},
): PublishOutbox {
  const online = options.online ?? (() => navigator.onLine);
  const holder = options.executor ?? `tab-${crypto.randomUUID()}`;
  const lease = executorLease({ log: runtime.log, holder, now: Date.now });
  const sourceFor = createSourceResolver(runtime);
  const stopped = new AbortController();
  // Several triggers at once make one run; a trigger during a run makes one more.
  const lock = createExclusiveLock(`polycast-outbox-turn:${holder}`);
  let timer: ReturnType<typeof setTimeout> | undefined;
  let queued = false;

  function wakeAt(at: number | undefined) {
    clearTimeout(timer);
    if (at === undefined || stopped.signal.aborted) return;
    timer = setTimeout(kick, Math.max(0, at - Date.now()));
  }

  async function turn() {
    if (stopped.signal.aborted || !online()) return;
    const result = await runExecutor({
      lease,
      signal: stopped.signal,
      append: (event) => runtime.log.append(event),
      state: () => runtime.publishJobs.catchUp(),
      sourceFor,
      mediaFile: async (mediaId) => (await runtime.media()).get(mediaId),
      now: Date.now,
      executor: holder,
    });
    if (result.ran) wakeAt(result.nextWakeAt);
    else wakeAt(Date.now() + LEASE_TTL_MS); // someone else drains; look again if it dies
  }

  function kick() {
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

  const onOnline = () => kick();
  window.addEventListener('online', onOnline);
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
      window.removeEventListener('online', onOnline);
    },
  };
}
