import { drainDueJobs } from '../drainDueJobs';
import type { DrainResult } from '../publish/drainPublishJobs';
import { dueToggles, nextToggleWakeAt } from './toggleQueries';
import type { TogglesState } from './togglesProjection';
import { runToggleJob, type ToggleRunContext } from './runToggleJob';

/** Switches sent at once: each is one small call. */
export const TOGGLE_CONCURRENCY = 8;

export interface ToggleDrainContext extends ToggleRunContext {
  /** The switches' projection, caught up with everything committed so far. */
  state(): Promise<TogglesState>;
  concurrency?: number;
  /** The connection just came back: switches that failed for want of it go now, once. */
  networkFailuresNow?: boolean;
}

/** Sends every due switch until none is due (drainDueJobs), and says when the next falls due. */
export async function drainToggleJobs(context: ToggleDrainContext): Promise<DrainResult> {
  const steps = await drainDueJobs({
    state: context.state,
    due: (state) =>
      dueToggles(state, context.now(), { networkFailuresNow: !!context.networkFailuresNow }),
    idOf: (toggle) => toggle.key,
    retryAtOf: (toggle) => toggle.retryAt,
    run: (_, toggle) => runToggleJob(toggle, context),
    signal: context.signal,
    concurrency: context.concurrency ?? TOGGLE_CONCURRENCY,
    now: context.now,
  });
  return { steps, nextWakeAt: nextToggleWakeAt(await context.state()) };
}
