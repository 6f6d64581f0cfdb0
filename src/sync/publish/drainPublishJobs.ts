import { drainDueJobs } from '../drainDueJobs';
import { dueJobs, nextWakeAt } from './publishJobQueries';
import type { PublishJobsState } from './publishJobsProjection';
import { runPublishJob, type PublishRunContext } from './runPublishJob';

/** Jobs run at once; each thread runs one post at a time per network anyway. */
export const PUBLISH_CONCURRENCY = 8;

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

/** Runs every due publish job until none is due (drainDueJobs), and says when the next falls due. */
export async function drainPublishJobs(context: DrainContext): Promise<DrainResult> {
  const steps = await drainDueJobs({
    state: context.state,
    due: (state) =>
      dueJobs(state, context.now(), { networkFailuresNow: !!context.networkFailuresNow }),
    idOf: (job) => job.id,
    retryAtOf: (job) => job.retryAt,
    run: (state, job) => runPublishJob(state, job, context),
    signal: context.signal,
    concurrency: context.concurrency ?? PUBLISH_CONCURRENCY,
    now: context.now,
  });
  return { steps, nextWakeAt: nextWakeAt(await context.state()) };
}
