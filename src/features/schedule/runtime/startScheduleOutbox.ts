import { createExclusiveLock } from '@/events/exclusiveLock';
import { nextRetryAt } from '@/sync/backoff';
import { startDrainLoop } from '@/sync/drainLoop';
import type {
  PrepareScheduleDeps,
  prepareScheduleIntent,
} from '@/sync/schedule/prepareScheduleIntent';
import {
  openScheduleIntents,
  type ScheduleIntentsState,
} from '@/sync/schedule/scheduleIntentsProjection';
import { loadNetworkEndpoints } from '@/features/accounts';
import { productSessionStore } from '@/runtime/productSession';
import { orphanedScheduleMedia } from './orphanedScheduleMedia';
import type { AppRuntime } from '@/runtime/openAppRuntime';
import { scheduleIntentsOf } from './scheduleIntents';

export interface ScheduleOutbox {
  kick(): void;
  stop(): void;
}

/**
 * The schedule intents' way out (composer.md §4.9): while the app is open
 * and online, each queued intent's files go to the product's storage, its
 * polls and Lens metadata are made, and its create call is asked for (the
 * product-server outbox sends it). One context at a time across tabs (a
 * Web Lock); what cannot be reached yet is tried again with backoff, and at
 * once when the connection returns. A task created, its files leave the device.
 */
export async function startScheduleOutbox(
  runtime: AppRuntime,
  options: {
    online?: () => boolean;
    connectivity?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
  } = {},
): Promise<ScheduleOutbox> {
  const online = options.online ?? (() => navigator.onLine);
  const connectivity = options.connectivity ?? window;
  const intents = await scheduleIntentsOf(runtime);
  const lock = createExclusiveLock(`${runtime.database.name}:schedule-outbox`);
  const failures = new Map<string, number>();
  const retryAt = new Map<string, number>();

  // What preparing needs loads with the first intent to prepare (not at every start).
  let preparing:
    | Promise<{
        prepare: typeof prepareScheduleIntent;
        deps: PrepareScheduleDeps;
      }>
    | undefined;
  const loadPreparing = () =>
    (preparing ??= Promise.all([
      import('@/sync/schedule/prepareScheduleIntent'),
      import('@/sources/storage/groveStorage'),
      import('@/sources/product/createFramePoll'),
    ]).then(([{ prepareScheduleIntent }, { uploadToGrove }, { framePollCreator }]) => ({
      prepare: prepareScheduleIntent,
      deps: {
        append: (event) => runtime.log.append(event),
        storageUrl: async () => (await loadNetworkEndpoints(runtime.apiBase)).lens.storage,
        upload: uploadToGrove,
        mediaFile: async (mediaId) => (await (await runtime.media()).get(mediaId))?.data,
        createFramePoll: framePollCreator(runtime.apiBase, async () =>
          productSessionStore(await runtime.vault()).load(),
        ),
        lensHandle: (accountId) =>
          runtime.accounts
            .getState()
            .accounts.find((a) => a.source === 'Lens' && a.accountId === accountId)?.handle,
        signal: loop.signal,
      },
    })));

  async function round(connectionReturned: boolean): Promise<number | undefined> {
    const state = await intents.catchUp();
    let next: number | undefined;
    for (const intent of openScheduleIntents(state)) {
      if (intent.status !== 'preparing' || loop.signal.aborted || !online()) continue;
      const due = retryAt.get(intent.id) ?? 0;
      if (due > Date.now() && !connectionReturned) {
        next = Math.min(next ?? Infinity, due);
        continue;
      }
      const { prepare, deps } = await loadPreparing();
      const outcome = await prepare(intent, deps).catch(
        (error: unknown) => ({ kind: 'waiting', reason: String(error) }) as const,
      );
      if (outcome.kind !== 'waiting') {
        failures.delete(intent.id);
        retryAt.delete(intent.id);
        continue;
      }
      const attempt = (failures.get(intent.id) ?? 0) + 1;
      failures.set(intent.id, attempt);
      const at = nextRetryAt(attempt, Date.now(), undefined);
      retryAt.set(intent.id, at);
      next = Math.min(next ?? Infinity, at);
      console.warn(`Scheduled post waits: ${outcome.reason}`);
    }
    return next;
  }

  const loop = startDrainLoop({
    round: ({ connectionReturned }) => lock.run(() => round(connectionReturned)),
    connectivity,
    failureMessage: 'The schedule outbox stopped for now:',
    retryAfterFailureMs: 5_000,
  });
  const kick = () => void loop.kick();

  // A new queued intent starts a round; a created one lets its files go.
  let known = intents.getState();
  const subscription = intents.state$.subscribe((state: ScheduleIntentsState) => {
    const before = known;
    known = state;
    if (openScheduleIntents(state).some((i) => i.status === 'preparing' && !before.open[i.id])) {
      kick();
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
