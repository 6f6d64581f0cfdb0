import { openProjection, type ProjectionHandle } from '@/events/projectionRunner';
import { createSnapshotStore } from '@/events/snapshotStore';
import { scheduleTaskAggregate } from '@/events/types/scheduleEditEvents';
import type { Draft } from '@/domain/composer/model/draft';
import type { Profile } from '@/domain/composer/model/profile';
import type { ComposerOpening } from '@/features/compose';
import { draftApplication } from '@/features/drafts';
import { failedTaskOpening } from './failedTaskOpening';
import type { ScheduledItemSummary } from './scheduledSummary';
import type { ScheduleIntentsState } from '@/sync/schedule/scheduleIntentsProjection';
import { scheduleIntentsOf } from './scheduleIntents';
import { productSessionStore, type ProductSession } from '@/runtime/productSession';
import type { AppRuntime } from '@/runtime/openAppRuntime';
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

/** The draft this device scheduled as the task with this groupId, and its intent, if this device did. */
export async function ownScheduleDraft(
  runtime: AppRuntime,
  groupId: string,
): Promise<{ draft: Draft; intentId: string } | undefined> {
  const requested = await runtime.log.readByType(['ScheduleRequested']);
  for (const event of requested) {
    if (event.type === 'ScheduleRequested' && event.payload.groupId === groupId) {
      return { draft: event.payload.draft, intentId: event.id };
    }
  }
  return undefined;
}

/** The copies on the product's storage of an intent's attached files, by media id. */
async function storedFilesOf(runtime: AppRuntime, intentId: string): Promise<Map<string, string>> {
  const urls = new Map<string, string>();
  for (const event of await runtime.log.readByType(['ScheduleFileStored'])) {
    if (event.type !== 'ScheduleFileStored' || event.payload.intentId !== intentId) continue;
    const { key, url } = event.payload;
    if (key.startsWith('media:')) urls.set(key.slice('media:'.length), url);
  }
  return urls;
}

/**
 * The device lets go of a scheduled post's files once the task exists (they
 * are on the product's storage): reopened, they are fetched back from there
 * into the media store. A file that cannot be had leaves the draft.
 */
async function withFilesBack(runtime: AppRuntime, draft: Draft, intentId: string): Promise<Draft> {
  const files = draft.posts.flatMap((post) => [...post.images, ...post.videos]);
  if (files.length === 0) return draft;
  const [media, urls] = await Promise.all([runtime.media(), storedFilesOf(runtime, intentId)]);
  const lost = new Set<string>();
  for (const file of files) {
    if (await media.get(file.id)) continue;
    const url = urls.get(file.id);
    const data = url
      ? await fetch(url)
          .then((answer) => (answer.ok ? answer.blob() : undefined))
          .catch(() => undefined)
      : undefined;
    if (data) await media.put(file.id, { data, name: file.file.name, mimeType: file.mimeType });
    else lost.add(file.id);
  }
  if (lost.size === 0) return draft;
  return {
    ...draft,
    posts: draft.posts.map((post) => ({
      ...post,
      images: post.images.filter((file) => !lost.has(file.id)),
      videos: post.videos.filter((file) => !lost.has(file.id)),
    })),
  };
}

/**
 * composer.md §4.9: how a Failed task opens in the composer (failedTaskOpening),
 * with its files back when this device scheduled it, or why it cannot (its
 * draft's profiles are not logged in here).
 */
export async function openingForFailedTask(
  runtime: AppRuntime,
  task: Pick<ScheduledItemSummary, 'text' | 'failedPlatforms'> & { groupId: string },
  profiles: readonly Profile[],
): Promise<{ ok: true; opening: ComposerOpening } | { ok: false; message: string }> {
  const own = await ownScheduleDraft(runtime, task.groupId);
  const draft = own ? await withFilesBack(runtime, own.draft, own.intentId) : undefined;
  const opening = failedTaskOpening(task, draft, { draftId: crypto.randomUUID(), now: Date.now() });
  const application = opening.draft ? draftApplication(opening.draft, profiles) : undefined;
  return application?.kind === 'blocked'
    ? { ok: false, message: application.message }
    : { ok: true, opening };
}
