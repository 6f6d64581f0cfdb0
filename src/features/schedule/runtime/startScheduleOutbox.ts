import { NOT_NOW, startDrainLoop } from '@/sync/drainLoop';
import {
  drainScheduleIntents,
  newScheduleBackoff,
  scheduleOutboxLock,
  type ScheduleDrain,
} from '@/sync/schedule/drainScheduleIntents';
import {
  openScheduleIntents,
  type ScheduleIntent,
  type ScheduleIntentsState,
} from '@/sync/schedule/scheduleIntentsProjection';
import { loadNetworkEndpoints } from '@/features/accounts';
import { orphanedScheduleMedia } from './orphanedScheduleMedia';
import type { AppRuntime } from '@/runtime/openAppRuntime';
import { scheduleIntentsOf } from './scheduleIntents';
import { schedulePreparer } from './schedulePreparer';

/** Still to be prepared, or its create call still to be sent: a background wake-up has work. */
const onItsWay = (intent: ScheduleIntent) =>
  intent.status === 'preparing' || intent.status === 'sending';

export interface ScheduleOutbox {
  kick(): void;
  stop(): void;
}

/**
 * The schedule intents' way out from an open page (composer.md §4.9): while
 * online, each queued intent's files go to the product's storage, its polls
 * and Lens metadata are made, and its create call is asked for (the
 * product-server outbox sends it). One context at a time across tabs and
 * the background-sync service worker (a Web Lock; `drainScheduleIntents`
 * is the round both run); what cannot be reached yet is tried again with
 * backoff, and at once when the connection returns. While an intent is on
 * its way, `onWaiting` is told (the page asks for Background Sync then, so
 * it is created even if every tab closes). A task created, its files leave
 * the device.
 */
export async function startScheduleOutbox(
  runtime: AppRuntime,
  options: {
    online?: () => boolean;
    connectivity?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
    onWaiting?: () => void;
  } = {},
): Promise<ScheduleOutbox> {
  const online = options.online ?? (() => navigator.onLine);
  const connectivity = options.connectivity ?? window;
  const intents = await scheduleIntentsOf(runtime);
  const lock = scheduleOutboxLock(runtime.database.name);
  const backoff = newScheduleBackoff();

  // What preparing needs loads with the first intent to prepare (not at every start).
  let preparer: Promise<ScheduleDrain['prepare']> | undefined;
  const loadPreparer = () =>
    (preparer ??= Promise.all([
      import('@/sync/schedule/prepareScheduleIntent'),
      import('@/sources/storage/groveStorage'),
      import('@/sources/product/createFramePoll'),
    ]).then(([{ prepareScheduleIntent }, { uploadToGrove }, { framePollCreator }]) =>
      schedulePreparer(
        runtime,
        { prepareScheduleIntent, uploadToGrove, framePollCreator },
        {
          storageUrl: async () => (await loadNetworkEndpoints(runtime.apiBase)).lens.storage,
          signal: loop.signal,
        },
      ),
    ));

  const loop = startDrainLoop({
    round: ({ connectionReturned }) =>
      online()
        ? lock.run(() =>
            drainScheduleIntents({
              state: () => intents.catchUp(),
              prepare: async (intent) => (await loadPreparer())(intent),
              backoff,
              connectionReturned,
              signal: loop.signal,
              now: Date.now,
            }),
          )
        : Promise.resolve(NOT_NOW),
    connectivity,
    failureMessage: 'The schedule outbox stopped for now:',
    retryAfterFailureMs: 5_000,
  });
  const kick = () => void loop.kick();

  // A new queued intent starts a round; a created one lets its files go.
  let known = intents.getState();
  if (openScheduleIntents(known).some(onItsWay)) options.onWaiting?.();
  const subscription = intents.state$.subscribe((state: ScheduleIntentsState) => {
    const before = known;
    known = state;
    if (openScheduleIntents(state).some((i) => i.status === 'preparing' && !before.open[i.id])) {
      kick();
      options.onWaiting?.();
    }
    const orphans = orphanedScheduleMedia(before, state, {
      drafts: runtime.drafts.getState(),
      jobs: runtime.publishJobs.getState(),
    });
    if (orphans.length > 0) {
      void runtime
        .media()
        .then((media) => Promise.all(orphans.map((id) => media.delete(id))))
        .catch((error: unknown) => console.warn('Could not let scheduled files go:', error));
    }
  });
  kick();

  return {
    kick,
    stop() {
      loop.stop();
      subscription.unsubscribe();
    },
  };
}
