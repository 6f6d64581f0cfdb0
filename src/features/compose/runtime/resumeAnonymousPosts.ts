import { createExclusiveLock } from '@/events/exclusiveLock';
import { openProjection } from '@/events/projectionRunner';
import { createSnapshotStore } from '@/events/snapshotStore';
import type { AppRuntime } from '@/runtime/openAppRuntime';
import {
  anonymousFollowUpsProjection,
  anonymousPostsToResume,
} from './anonymousFollowUpsProjection';
import { loadAnonymousLimits } from './anonymousLimits';
import { followAndTell } from './handOffAnonymousPost';

/**
 * When the app starts (composer.md §4.3): the anonymous posts a closed page
 * was following, or that still wait in the outbox, are followed again, and
 * their end is told once. One tab of the device does it at a time (a Web
 * Lock: if it closes, the next takes over); the shared anonymous accounts
 * the notices link to are asked for only when there is an end to tell.
 */
export async function resumeAnonymousPosts(
  runtime: AppRuntime,
  signal: AbortSignal,
): Promise<void> {
  const followUps = await openProjection({
    log: runtime.log,
    snapshots: createSnapshotStore(runtime.database),
    projection: anonymousFollowUpsProjection,
  });
  try {
    const toResume = async () => anonymousPostsToResume(await followUps.catchUp(), Date.now());
    if ((await toResume()).length === 0 || signal.aborted) return;
    const accounts = async () => {
      const limits = await loadAnonymousLimits(runtime);
      return limits.kind === 'ready' ? limits.accounts : [];
    };
    await createExclusiveLock(`${runtime.database.name}:anonymous-follow-ups`).run(async () => {
      // Read again: another tab may have settled some while this one waited.
      const ids = signal.aborted ? [] : await toResume();
      await Promise.all(ids.map((intentId) => followAndTell(runtime, intentId, accounts)));
    });
  } finally {
    await followUps.saveSnapshot().catch(() => undefined);
    followUps.close();
  }
}
