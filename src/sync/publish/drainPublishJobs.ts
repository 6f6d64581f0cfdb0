import { dueJobs, nextWakeAt } from './publishJobQueries';
import type { PublishJobsState } from './publishJobsProjection';
import { runPublishJob, type PublishRunContext } from './runPublishJob';

/** Jobs run at once; each thread runs one post at a time per network anyway. */
export const PUBLISH_CONCURRENCY = 8;

/** A job due again and again within one drain (immediate retries) rests until the next. */
const MAX_STEPS_PER_JOB = 20;

export interface DrainContext extends PublishRunContext {
  /** The jobs projection, caught up with everything committed so far. */
  state(): Promise<PublishJobsState>;
  concurrency?: number;
  /** The connection just came back: jobs that failed for want of it run now, once. */
  networkFailuresNow?: boolean;
}

export interface DrainResult {
  /** Job steps run. */
  steps: number;
  /** When the next waiting job becomes due (undefined: nothing waits). */
  nextWakeAt: number | undefined;
}

/**
 * Runs every due job until none is due: up to `concurrency` at a time, a
 * finished step freeing its place for the next (a thread's next post becomes
 * due when its parent is published). Stops early when the signal aborts.
 */
export async function drainPublishJobs(context: DrainContext): Promise<DrainResult> {
  const limit = context.concurrency ?? PUBLISH_CONCURRENCY;
  const running = new Map<string, Promise<void>>();
  const stepsOf = new Map<string, number>();
  let steps = 0;
  let failure: unknown;

  for (;;) {
    if (context.signal.aborted || failure !== undefined) break;
    const state = await context.state();
    const due = dueJobs(state, context.now(), {
      networkFailuresNow: !!context.networkFailuresNow,
    }).filter(
      (job) =>
        !running.has(job.id) &&
        (stepsOf.get(job.id) ?? 0) < MAX_STEPS_PER_JOB &&
        // A job brought forward by the connection's return gets one step, not a loop.
        (job.retryAt <= context.now() || !stepsOf.has(job.id)),
    );
    for (const job of due.slice(0, limit - running.size)) {
      stepsOf.set(job.id, (stepsOf.get(job.id) ?? 0) + 1);
      const step = runPublishJob(state, job, context)
        .catch((error: unknown) => {
          failure ??= error; // the log refused a write: stop, nothing is lost
        })
        .finally(() => running.delete(job.id));
      running.set(job.id, step);
      steps += 1;
    }
    if (running.size === 0) break;
    await Promise.race(running.values());
  }
  await Promise.all(running.values());
  if (failure !== undefined) throw failure;
  return { steps, nextWakeAt: nextWakeAt(await context.state()) };
}
