import { dueToggles, nextToggleWakeAt, openToggleCount } from '@/sync/actions/toggleQueries';
import type { TogglesState } from '@/sync/actions/togglesProjection';
import { dueJobs, nextWakeAt, openJobCount } from '@/sync/publish/publishJobQueries';
import type { PublishJobsState } from '@/sync/publish/publishJobsProjection';
import type { OutboxRuntime } from './outboxRuntime';

/**
 * The one outbox's work, whatever it is (DESIGN.md, "Sync"; issue 21): posts
 * on their way to the networks, and the reader's switches (likes, follows…).
 * What decides whether the outbox runs, and when next, looks at both here.
 */
export interface OutboxWork {
  jobs: PublishJobsState;
  toggles: TogglesState;
}

export const currentWork = (runtime: Pick<OutboxRuntime, 'publishJobs' | 'toggles'>) => ({
  jobs: runtime.publishJobs.getState(),
  toggles: runtime.toggles.getState(),
});

export const caughtUpWork = async (
  runtime: Pick<OutboxRuntime, 'publishJobs' | 'toggles'>,
): Promise<OutboxWork> => {
  const [jobs, toggles] = await Promise.all([
    runtime.publishJobs.catchUp(),
    runtime.toggles.catchUp(),
  ]);
  return { jobs, toggles };
};

/** Something will still be sent by itself: the outbox keeps running while it is. */
export const hasOpenWork = (work: OutboxWork) =>
  openJobCount(work.jobs) > 0 || openToggleCount(work.toggles) > 0;

/** Something is due now. */
export const hasDueWork = (work: OutboxWork, now: number) =>
  dueJobs(work.jobs, now).length > 0 || dueToggles(work.toggles, now).length > 0;

/** When something next falls due (undefined: nothing waits). */
export function nextWorkAt(work: OutboxWork): number | undefined {
  const times = [nextWakeAt(work.jobs), nextToggleWakeAt(work.toggles)].filter(
    (at): at is number => at !== undefined,
  );
  return times.length === 0 ? undefined : Math.min(...times);
}

/**
 * Calls `listener` with the current work whenever either kind changes (a
 * new post or press, an outcome, from any tab). Answers how to stop.
 */
export function watchWork(
  runtime: Pick<OutboxRuntime, 'publishJobs' | 'toggles'>,
  listener: (work: OutboxWork) => void,
): () => void {
  const changed = () => listener(currentWork(runtime));
  const subscriptions = [
    runtime.publishJobs.state$.subscribe(changed),
    runtime.toggles.state$.subscribe(changed),
  ];
  return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
}
