import { openProjection, type ProjectionHandle } from '../../events/projectionRunner';
import { createSnapshotStore } from '../../events/snapshotStore';
import { scheduleTaskAggregate } from '../../events/types/scheduleEditEvents';
import type { Draft } from '../../machines/composer/model/draft';
import type { Profile } from '../../machines/composer/model/profile';
import type { ComposerOpening } from '../composer/composerOpening';
import { draftApplication } from '../drafts/applyDraft';
import { failedTaskOpening } from './failedTaskOpening';
import type { ScheduledItemSummary } from './scheduledSummary';
import type { ScheduleIntentsState } from '../../sync/schedule/scheduleIntentsProjection';
import { scheduleIntentsOf } from '../schedule/scheduleIntents';
import { productSessionStore, type ProductSession } from '../accounts/productSession';
import type { AppRuntime } from '../runtime/openAppRuntime';
import { scheduleEditsProjection, type ScheduleEditsState } from './scheduleEditsProjection';

export interface ScheduledProjections {
  edits: ProjectionHandle<ScheduleEditsState>;
  intents: ProjectionHandle<ScheduleIntentsState>;
}

const opened = new WeakMap<AppRuntime, Promise<ScheduledProjections>>();

/**
 * The Scheduled tab's projections, opened on first use (they are not on the
 * first screen) and kept for the page's life; their snapshots are saved
 * when the tab goes away.
 */
export function scheduledProjections(runtime: AppRuntime): Promise<ScheduledProjections> {
  let found = opened.get(runtime);
  if (!found) {
    const snapshots = createSnapshotStore(runtime.database);
    found = Promise.all([
      openProjection({ log: runtime.log, snapshots, projection: scheduleEditsProjection }),
      // HELPER B's handle: one per runtime, shared with the composer.
      scheduleIntentsOf(runtime),
    ]).then(([edits, intents]) => ({ edits, intents }));
    opened.set(runtime, found);
  }
  return found;
}

export const loadProductSession = async (
  runtime: AppRuntime,
): Promise<ProductSession | undefined> => productSessionStore(await runtime.vault()).load();

/**
 * composer.md §4.9: moving a task to another time, or deleting it, is an
 * intent in the log; the outbox sends it (now, or once online).
 */
export async function requestScheduleEdit(
  runtime: AppRuntime,
  edit:
    | { kind: 'update'; productAccountId: string; taskUUID: string; publishTime: number }
    | { kind: 'delete'; productAccountId: string; taskUUID: string },
): Promise<void> {
  const aggregateId = scheduleTaskAggregate(edit.taskUUID);
  const { productAccountId, taskUUID } = edit;
  await runtime.log.append(
    edit.kind === 'update'
      ? {
          type: 'ScheduleUpdateRequested',
          aggregateId,
          payload: { productAccountId, taskUUID, publishTime: edit.publishTime },
        }
      : { type: 'ScheduleDeleteRequested', aggregateId, payload: { productAccountId, taskUUID } },
  );
  const { edits } = await scheduledProjections(runtime);
  await edits.catchUp();
}

/** The draft this device scheduled as the task with this groupId, if this device did. */
export async function ownScheduleDraft(
  runtime: AppRuntime,
  groupId: string,
): Promise<Draft | undefined> {
  const requested = await runtime.log.readByType(['ScheduleRequested']);
  for (const event of requested) {
    if (event.type === 'ScheduleRequested' && event.payload.groupId === groupId) {
      return event.payload.draft;
    }
  }
  return undefined;
}

/**
 * composer.md §4.9: how a Failed task opens in the composer (failedTaskOpening),
 * or why it cannot (its draft's profiles are not logged in here).
 */
export async function openingForFailedTask(
  runtime: AppRuntime,
  task: Pick<ScheduledItemSummary, 'text' | 'failedPlatforms'> & { groupId: string },
  profiles: readonly Profile[],
): Promise<{ ok: true; opening: ComposerOpening } | { ok: false; message: string }> {
  const own = await ownScheduleDraft(runtime, task.groupId);
  const opening = failedTaskOpening(task, own, { draftId: crypto.randomUUID(), now: Date.now() });
  const application = opening.draft ? draftApplication(opening.draft, profiles) : undefined;
  return application?.kind === 'blocked'
    ? { ok: false, message: application.message }
    : { ok: true, opening };
}
