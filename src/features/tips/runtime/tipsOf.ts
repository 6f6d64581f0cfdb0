import { openProjection, type ProjectionHandle } from '@/events/projectionRunner';
import { createSnapshotStore } from '@/events/snapshotStore';
import type { AppRuntime } from '@/runtime/openAppRuntime';
import { tipsProjection, type TipsState } from './tipsProjection';

const opened = new WeakMap<object, Promise<ProjectionHandle<TipsState>>>();

/** The person's tips from the log, opened once per runtime. */
export function tipsOf(
  runtime: Pick<AppRuntime, 'log' | 'database'>,
): Promise<ProjectionHandle<TipsState>> {
  let found = opened.get(runtime);
  if (!found) {
    found = openProjection({
      log: runtime.log,
      snapshots: createSnapshotStore(runtime.database),
      projection: tipsProjection,
    });
    opened.set(runtime, found);
  }
  return found;
}
