import type { BackgroundRuntime } from '@/features/outbox/runtime/outboxRuntime';
import { orphanedScheduleMedia } from '@/features/schedule/runtime/orphanedScheduleMedia';
import { schedulePreparer } from '@/features/schedule/runtime/schedulePreparer';
import { framePollCreator } from '@/sources/product/createFramePoll';
import { fetchNetworkEndpoints } from '@/sources/product/networkEndpoints';
import { uploadToGrove } from '@/sources/storage/groveStorage';
import {
  drainScheduleIntents,
  newScheduleBackoff,
  scheduleOutboxLock,
} from '@/sync/schedule/drainScheduleIntents';
import { prepareScheduleIntent } from '@/sync/schedule/prepareScheduleIntent';
import {
  openScheduleIntents,
  type ScheduleIntentsState,
} from '@/sync/schedule/scheduleIntentsProjection';

/**
 * The schedule intents queued on this device (composer.md §4.9), prepared
 * from the background-sync service worker when no page is open: the same
 * round as a page's, under the same lock, so an intent is prepared by one
 * context at a time and each step (a file stored, a poll made) only once.
 * The connection has just come back, so every queued intent is tried once
 * now. Answers whether any still waits (to be tried at the next wake-up).
 */
export async function prepareSchedulesInBackground(
  runtime: BackgroundRuntime,
  signal: AbortSignal,
): Promise<'done' | 'waiting'> {
  const intents = await runtime.scheduleIntents();
  const state = await intents.catchUp();
  if (!openScheduleIntents(state).some((intent) => intent.status === 'preparing')) return 'done';
  let storage: string | undefined;
  const prepare = schedulePreparer(
    runtime,
    { prepareScheduleIntent, uploadToGrove, framePollCreator },
    {
      storageUrl: async () =>
        (storage ??= (await fetchNetworkEndpoints(runtime.apiBase, signal)).lens.storage),
      signal,
    },
  );
  const next = await scheduleOutboxLock(runtime.databaseName).run(() =>
    drainScheduleIntents({
      state: () => intents.catchUp(),
      prepare,
      backoff: newScheduleBackoff(),
      connectionReturned: true,
      signal,
      now: Date.now,
    }),
  );
  return next === undefined ? 'done' : 'waiting';
}

/**
 * A task created while no page was open: its attached files leave the
 * device (as an open page does when it sees one created), unless a draft,
 * a post on its way or another intent still needs them.
 */
export async function forgetCreatedScheduleMedia(
  runtime: BackgroundRuntime,
  before: ScheduleIntentsState,
): Promise<void> {
  const after = await (await runtime.scheduleIntents()).catchUp();
  const orphans = orphanedScheduleMedia(before, after, {
    drafts: await (await runtime.drafts()).catchUp(),
    jobs: await runtime.publishJobs.catchUp(),
  });
  if (orphans.length === 0) return;
  const media = await runtime.media();
  for (const id of orphans) await media.delete(id);
}
