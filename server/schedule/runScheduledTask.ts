import { createEventCatalog } from '@/events/eventCatalog';
import { mediaUploadDefinitions } from '@/events/types/mediaUploadEvents';
import { publishDefinitions, type PublishTarget } from '@/events/types/publishEvents';
import { ulid } from '@/domain/ulid';
import { abortableSleep } from '@/sources/abortableSleep';
import type { Source } from '@/sources/source';
import { isRetryable, type SourceError } from '@/domain/result';
import { nextRetryAt } from '@/sync/backoff';
import { drainPublishJobs } from '@/sync/publish/drainPublishJobs';
import { nextWakeAt } from '@/sync/publish/publishJobQueries';
import {
  publishJobsProjection,
  type PublishEvent,
  type PublishJobsState,
} from '@/sync/publish/publishJobsProjection';
import type { NewPublishEvent } from '@/sync/publish/runPublishJob';
import { parseScheduleEntries } from './parseScheduleEntries';
import { readScheduledMedia, readStoredFile, type ScheduleStorage } from './readScheduledMedia';
import { scheduledIntent, storageReadsOf } from './scheduledIntent';
import {
  ScheduleLeaseLost,
  type RelationOutcome,
  type ScheduleStore,
  type ScheduleTaskRecord,
} from './scheduleStore';
import type { ScheduleStatus } from '@/domain/schedule/scheduleContract';

const catalog = createEventCatalog([...publishDefinitions, ...mediaUploadDefinitions]);

export interface ScheduledTaskContext {
  store: ScheduleStore;
  /** This dispatcher: the lease holder. */
  owner: string;
  /** The schedule's clock (due times, backoff). */
  now(): number;
  /** The adapter posting for the task's account (its delegation); undefined without one. */
  sourceFor(accountId: string, target: PublishTarget): Promise<Source | undefined>;
  storage(): ScheduleStorage | undefined;
  /** Aborted when the dispatcher stops or the lease is lost. */
  signal: AbortSignal;
  callTimeoutMs: number;
  /** A wait this short (a thread's 1 s gap) is waited here, holding the lease; a longer one is a retry later. */
  holdMs: number;
  random?: () => number;
}

export type TaskRunOutcome = 'settled' | 'later' | 'lost' | 'stopped';

/** Where each platform stands once the jobs have run as far as they can now. */
function outcomeOf(
  task: ScheduleTaskRecord,
  state: PublishJobsState,
): { relations: RelationOutcome[]; status: ScheduleStatus; open: boolean } {
  const jobs = Object.values(state.jobs).filter((job) => job.intentId === task.intentId);
  const relations = task.relations.map((relation): RelationOutcome => {
    const mine = jobs
      .filter((job) => job.source === relation.platform)
      .sort((a, b) => a.index - b.index);
    const failed = mine.find((job) => job.status === 'failed');
    const postIds = mine.flatMap((job) => (job.postId ? [job.postId] : []));
    if (failed)
      return {
        platform: relation.platform,
        status: 'Failed',
        reason: failed.lastError?.reason ?? null,
        postIds,
      };
    if (mine.length > 0 && mine.every((job) => job.status === 'succeeded'))
      return { platform: relation.platform, status: 'Success', reason: null, postIds };
    const waiting = mine.find((job) => job.lastError);
    return {
      platform: relation.platform,
      status: 'Pending',
      reason: waiting?.lastError?.reason ?? null,
      postIds,
    };
  });
  const open = relations.some((relation) => relation.status === 'Pending');
  const status = relations.some((relation) => relation.status === 'Failed') ? 'Failed' : 'Success';
  return { relations, status, open };
}

/** Every platform of a task stopped before any job could be made (its posts cannot be read). */
const allFailed = (task: ScheduleTaskRecord, error: SourceError): RelationOutcome[] =>
  task.relations.map((relation) => ({
    platform: relation.platform,
    status: isRetryable(error) ? 'Pending' : 'Failed',
    reason: error.message,
    postIds: [],
  }));

/**
 * One due task, run with the app's own exactly-once publish logic: its log
 * (stored with the task) is replayed, the intent it stands for is logged
 * once, then `drainPublishJobs` runs every job as far as it can; each
 * platform's outcome is recorded. A task picked up after a crash reconciles
 * whatever may have landed before sending anything.
 */
export async function runScheduledTask(
  task: ScheduleTaskRecord,
  context: ScheduledTaskContext,
): Promise<TaskRunOutcome> {
  const { store, owner } = context;
  let state: PublishJobsState = publishJobsProjection.initial;
  let seq = 0;
  for (const stored of store.events(task.taskUuid)) {
    const event = catalog.decode({ ...(stored as object), seq: ++seq }) as PublishEvent;
    state = publishJobsProjection.apply(state, event);
  }
  const append = async (event: NewPublishEvent) => {
    const envelope = catalog.encode(event, event.id ?? ulid(), event.at ?? context.now());
    // Sent or not, a post marked as being sent is reconciled before any retry: that mark must last.
    if (event.type === 'PublishAttempted')
      await store.appendDurable(task.taskUuid, owner, envelope);
    else store.append(task.taskUuid, owner, envelope);
    state = publishJobsProjection.apply(state, { ...envelope, seq: ++seq } as PublishEvent);
  };

  /** Stopping: the task goes back as it is, due at once for whoever runs next. */
  const release = (): TaskRunOutcome => {
    const outcome = outcomeOf(task, state);
    store.settle(task.taskUuid, owner, {
      relations: outcome.relations,
      status: 'Pending',
      runAt: context.now(),
      now: context.now(),
    });
    return 'stopped';
  };

  try {
    if (!state.intents[task.intentId]) {
      const storage = context.storage();
      const entries = parseScheduleEntries(
        task.relations.map((relation) => ({
          platform: relation.platform,
          platformUserId: relation.platformUserId,
          payload: JSON.stringify(relation.posts),
        })),
        { storageOrigin: storage && new URL(storage.base).origin },
      );
      if (!entries.ok) {
        store.settle(task.taskUuid, owner, {
          relations: allFailed(task, { kind: 'invalid', message: entries.message }),
          status: 'Failed',
          now: context.now(),
        });
        return 'settled';
      }
      const reads = storageReadsOf(entries.value);
      const needsStorage = reads.files.length > 0 || reads.lensDocuments.length > 0;
      const media =
        needsStorage && storage
          ? await readScheduledMedia(storage, reads, context.signal)
          : ({ ok: true, value: { files: new Map(), lens: new Map() } } as const);
      if (!media.ok) {
        if (context.signal.aborted) return release();
        const retry = isRetryable(media.error);
        store.settle(task.taskUuid, owner, {
          relations: allFailed(task, media.error),
          status: 'Failed',
          ...(retry
            ? { runAt: Math.round(nextRetryAt(1, context.now(), undefined, context.random)) }
            : {}),
          now: context.now(),
        });
        return retry ? 'later' : 'settled';
      }
      const intent = scheduledIntent(
        entries.value,
        media.value,
        storage && new URL(storage.base).origin,
      );
      await append({
        id: task.intentId,
        type: 'PublishRequested',
        aggregateId: task.intentId,
        payload: intent,
      });
    }

    const mediaUrl = (mediaId: string) => mediaId.slice(mediaId.indexOf(':') + 1);
    for (;;) {
      const drained = await drainPublishJobs({
        state: async () => state,
        append,
        sourceFor: (target) => context.sourceFor(task.accountId, target),
        now: context.now,
        ...(context.random ? { random: context.random } : {}),
        executor: owner,
        signal: context.signal,
        callTimeoutMs: context.callTimeoutMs,
        mediaFile: async (mediaId) => {
          const storage = context.storage();
          if (!storage) return undefined;
          const file = await readStoredFile(storage, mediaUrl(mediaId), context.signal);
          return file.ok ? file.value : undefined;
        },
      });
      if (context.signal.aborted) return release();
      const wake = drained.nextWakeAt;
      const wait = wake === undefined ? undefined : wake - context.now();
      if (wait === undefined || wait > context.holdMs) break;
      if (wait > 0) await abortableSleep(wait, context.signal).catch(() => undefined);
      if (context.signal.aborted) return release();
    }

    const outcome = outcomeOf(task, state);
    const runAt = outcome.open ? nextWakeAt(state) : undefined;
    store.settle(task.taskUuid, owner, {
      relations: outcome.relations,
      status: outcome.status,
      ...(outcome.open ? { runAt: runAt ?? context.now() } : {}),
      now: context.now(),
    });
    return outcome.open ? 'later' : 'settled';
  } catch (error) {
    if (error instanceof ScheduleLeaseLost) return 'lost';
    throw error;
  }
}
