import { openProjection, type ProjectionHandle } from '@/events/projectionRunner';
import { createSnapshotStore } from '@/events/snapshotStore';
import type { AppRuntime } from '@/runtime/openAppRuntime';
import { walletsProjection, type WalletsState } from './walletsProjection';

const opened = new WeakMap<object, Promise<ProjectionHandle<WalletsState>>>();

/**
 * The wallets the person left connected (from the log), opened once per
 * runtime. Light: a page reads it to decide whether to load the wallet code at all.
 */
export function rememberedWalletsOf(
  runtime: Pick<AppRuntime, 'log' | 'database'>,
): Promise<ProjectionHandle<WalletsState>> {
  let found = opened.get(runtime);
  if (!found) {
    found = openProjection({
      log: runtime.log,
      snapshots: createSnapshotStore(runtime.database),
      projection: walletsProjection,
    });
    opened.set(runtime, found);
  }
  return found;
}
