import { openProjection, type ProjectionHandle } from '@/events/projectionRunner';
import { createSnapshotStore } from '@/events/snapshotStore';
import {
  scheduleIntentsProjection,
  type ScheduleIntentsState,
} from '@/sync/schedule/scheduleIntentsProjection';
import type { AppRuntime } from '@/runtime/openAppRuntime';

const opened = new WeakMap<object, Promise<ProjectionHandle<ScheduleIntentsState>>>();

/**
 * The schedule intents of this device (composer.md §4.9), opened on first
 * use: nothing of scheduling is on the first screen. One handle per runtime.
 */
export function scheduleIntentsOf(
  runtime: Pick<AppRuntime, 'log' | 'database'>,
): Promise<ProjectionHandle<ScheduleIntentsState>> {
  let found = opened.get(runtime);
  if (!found) {
    found = openProjection({
      log: runtime.log,
      snapshots: createSnapshotStore(runtime.database),
      projection: scheduleIntentsProjection,
    });
    opened.set(runtime, found);
  }
  return found;
}

/** composer.md §4.9: a failed schedule intent put away (reopened in the composer, or dismissed). */
export async function dismissScheduleIntent(runtime: AppRuntime, intentId: string): Promise<void> {
  await runtime.log.append({
    type: 'ScheduleIntentDismissed',
    aggregateId: intentId,
    payload: { intentId },
  });
  await (await scheduleIntentsOf(runtime)).catchUp();
}
