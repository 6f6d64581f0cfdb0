import { randomUUID } from 'node:crypto';
import { setMaxListeners } from 'node:events';
import type { PublishTarget } from '@/events/types/publishEvents';
import type { Source } from '@/sources/source';
import type { ScheduleStorage } from './readScheduledMedia';
import { runScheduledTask, type TaskRunOutcome } from './runScheduledTask';
import type { ScheduleStore, ScheduleTaskRecord } from './scheduleStore';

export interface ScheduleDispatcherOptions {
  store: ScheduleStore;
  /** The schedule's clock: what is due (the sandbox can move it). */
  now: () => number;
  /** Wall time, for leases (default Date.now). */
  wallNow?: () => number;
  sourceFor(accountId: string, target: PublishTarget): Promise<Source | undefined>;
  storage(): ScheduleStorage | undefined;
  /** Tasks run at once (default 64). */
  concurrency?: number;
  /** How long a claimed task stays this dispatcher's without renewal (default 30 s). */
  leaseMs?: number;
  /** How often it looks for due tasks when idle (default 1 s). */
  pollMs?: number;
  /** The longest one network call may take (default 30 s). */
  callTimeoutMs?: number;
  /** Told how each task run ended (tests and the bench). */
  onTaskRun?: (
    task: ScheduleTaskRecord,
    outcome: TaskRunOutcome | 'error',
    error?: unknown,
  ) => void;
  /**
   * Told of each task once it is settled for good (published, or failed with
   * no retry left), as recorded: the person's push notifications.
   */
  onSettled?: (task: ScheduleTaskRecord) => void;
  /** Where an unexpected error is reported (never with secrets: the adapters' errors carry none). */
  log?: (message: string) => void;
}

export interface ScheduleDispatcher {
  start(): void;
  /** Stops claiming, aborts running tasks (they go back as they are), waits for them. */
  stop(): Promise<void>;
  /** Claims and starts what is due now (without waiting for the next poll). */
  wake(): void;
  /** Resolves when nothing runs and nothing was due at the last look. */
  idle(): Promise<void>;
  readonly running: number;
}

/**
 * composer.md §4.9, issue 7: publishes each due task at its minute. One
 * loop claims due tasks (leased, so a second process or a restart never
 * runs the same task at once), runs up to `concurrency` of them, and looks
 * again as soon as one finishes or the poll interval passes. Memory holds
 * only the running tasks.
 */
export function createScheduleDispatcher(options: ScheduleDispatcherOptions): ScheduleDispatcher {
  const owner = `dispatcher-${randomUUID()}`;
  const concurrency = options.concurrency ?? 64;
  const leaseMs = options.leaseMs ?? 30_000;
  const pollMs = options.pollMs ?? 1000;
  const wallNow = options.wallNow ?? Date.now;
  // A finished task frees a slot; slots are refilled a batch at a time (one claim query each).
  const claimBatch = Math.max(1, Math.floor(concurrency / 16));
  const running = new Map<string, Promise<void>>();
  const stopping = new AbortController();
  // Every running task listens to it (through AbortSignal.any): as many as `concurrency`.
  setMaxListeners(0, stopping.signal);
  let started = false;
  let loop: Promise<void> | undefined;
  let poke: (() => void) | undefined;
  let idleWaiters: (() => void)[] = [];
  let lastLookFoundNothing = false;

  function runOne(task: ScheduleTaskRecord) {
    const lease = new AbortController();
    const signal = AbortSignal.any([stopping.signal, lease.signal]);
    setMaxListeners(0, signal); // each network call of the task listens to it
    const renew = setInterval(
      () => {
        if (!options.store.renewLease(task.taskUuid, owner, wallNow() + leaseMs)) lease.abort();
      },
      Math.max(250, Math.floor(leaseMs / 3)),
    );
    const run = runScheduledTask(task, {
      store: options.store,
      owner,
      now: options.now,
      sourceFor: options.sourceFor,
      storage: options.storage,
      signal,
      callTimeoutMs: options.callTimeoutMs ?? 30_000,
      holdMs: 5_000,
    })
      .then((outcome) => {
        if (outcome === 'settled' && options.onSettled) {
          const settled = options.store.get(task.accountId, task.taskUuid);
          if (settled) options.onSettled(settled);
        }
        options.onTaskRun?.(task, outcome);
      })
      .catch((error: unknown) => {
        options.log?.(
          `scheduled task ${task.taskUuid} stopped: ${error instanceof Error ? error.message : String(error)}`,
        );
        options.onTaskRun?.(task, 'error', error);
      })
      .finally(() => {
        clearInterval(renew);
        running.delete(task.taskUuid);
        if (concurrency - running.size >= claimBatch) poke?.();
      });
    running.set(task.taskUuid, run);
  }

  function claim(): number {
    const free = concurrency - running.size;
    if (free <= 0) return 0;
    const tasks = options.store
      .claimDue(options.now(), { owner, now: wallNow(), untilMs: leaseMs }, free)
      .filter((task) => !running.has(task.taskUuid));
    tasks.forEach(runOne);
    lastLookFoundNothing = tasks.length === 0;
    return tasks.length;
  }

  function settleIdle() {
    if (running.size > 0 || !lastLookFoundNothing) return;
    const waiters = idleWaiters;
    idleWaiters = [];
    waiters.forEach((resolve) => resolve());
  }

  async function run() {
    while (!stopping.signal.aborted) {
      claim();
      settleIdle();
      await new Promise<void>((resolve) => {
        const timer = setTimeout(done, pollMs);
        function done() {
          clearTimeout(timer);
          stopping.signal.removeEventListener('abort', done);
          poke = undefined;
          resolve();
        }
        poke = done;
        stopping.signal.addEventListener('abort', done, { once: true });
      });
    }
  }

  return {
    start() {
      if (started) return;
      started = true;
      loop = run();
    },
    async stop() {
      stopping.abort();
      await loop;
      await Promise.all(running.values());
      options.store.flush(); // what the tasks wrote last, before the database closes
    },
    wake() {
      poke?.();
    },
    idle() {
      return new Promise((resolve) => {
        idleWaiters.push(resolve);
        poke?.();
      });
    },
    get running() {
      return running.size;
    },
  };
}
