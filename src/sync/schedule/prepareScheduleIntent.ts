import type { NewAppEvent } from '@/events/appCatalog';
import {
  FAILED_TO_CREATE_POLL,
  FAILED_TO_CREATE_SCHEDULED_POST,
  IMAGES_NOT_UPLOADED,
  VIDEOS_NOT_UPLOADED,
} from '@/domain/messages/composer';
import { scheduleThreadProblem } from '@/domain/composer/rules/threadSchedule';
import type { CreateFramePoll } from '@/sources/product/createFramePoll';
import { isRetryable, type SourceResult } from '@/domain/result';
import type { StoredFile } from '@/sources/storage/groveStorage';
import { framePollKey } from '../publish/framePollFor';
import { buildCreateScheduleBody } from './buildCreateScheduleBody';
import { lensMetadataKey, mediaFileKey, type StoredForSchedule } from './buildScheduledPayloads';
import type { ScheduleIntent } from './scheduleIntentsProjection';
import { scheduledLensMetadata } from './scheduledLensMetadata';

export interface PrepareScheduleDeps {
  append(event: NewAppEvent): Promise<unknown>;
  /** The product's storage node (`networks.lens.storage`). */
  storageUrl(): Promise<string>;
  upload(storageUrl: string, body: Blob, signal: AbortSignal): Promise<SourceResult<StoredFile>>;
  /** An attached file's bytes on this device, if still there. */
  mediaFile(mediaId: string): Promise<Blob | undefined>;
  createFramePoll: CreateFramePoll;
  /** The handle of the Lens account that posts (its metadata's title). */
  lensHandle(accountId: string): string | undefined;
  signal: AbortSignal;
}

/** Where the preparation got: the create call is asked for, it waits (and why), or it never will be. */
export type PrepareOutcome =
  { kind: 'prepared' } | { kind: 'waiting'; reason: string } | { kind: 'failed'; reason: string };

const fileStored = (intentId: string, key: string, stored: StoredFile): NewAppEvent => ({
  type: 'ScheduleFileStored',
  aggregateId: intentId,
  payload: { intentId, key, url: stored.url, ...(stored.uri ? { uri: stored.uri } : {}) },
});

/**
 * composer.md §4.9, §7.2: turns a schedule intent into its create call.
 * Each attached file goes to the product's storage once (ScheduleFileStored:
 * a retry reuses it), each frame poll is created once (its Idempotency-Key,
 * FramePollCreated), each Lens post's metadata is stored, then the body is
 * built, checked against the contract and logged (SchedulePrepared), which
 * the product-server outbox sends. What can pass (no network, server
 * trouble) waits; what cannot (a thread of one post, a file gone, a poll refused) fails the
 * intent with composer.md §8's words.
 */
export async function prepareScheduleIntent(
  intent: ScheduleIntent,
  deps: PrepareScheduleDeps,
): Promise<PrepareOutcome> {
  const stored: { files: StoredForSchedule['files']; framePolls: StoredForSchedule['framePolls'] } =
    { files: { ...intent.files }, framePolls: { ...intent.framePolls } };
  const fail = async (reason: string, detail?: string): Promise<PrepareOutcome> => {
    if (detail) console.warn(`Scheduled post ${intent.id}: ${detail}`);
    await deps.append({
      type: 'SchedulePreparationFailed',
      aggregateId: intent.id,
      payload: { intentId: intent.id, reason },
    });
    return { kind: 'failed', reason };
  };
  let storage: string | undefined;
  const storageUrl = async () => (storage ??= await deps.storageUrl());

  // composer.md §5.1, §8: a thread is scheduled as a chain of replies, which needs two posts.
  const threadProblem = intent.kind === 'thread' ? scheduleThreadProblem(intent.posts) : undefined;
  if (threadProblem) return fail(threadProblem, `a thread of ${intent.posts.length} post`);

  // 1. Attached files, once each (a file going to several networks is one upload).
  for (const post of intent.posts) {
    for (const item of post.localMedia ?? []) {
      const key = mediaFileKey(item.mediaId);
      if (stored.files[key]) continue;
      const data = await deps.mediaFile(item.mediaId);
      if (!data) {
        return fail(
          item.kind === 'video' ? VIDEOS_NOT_UPLOADED : IMAGES_NOT_UPLOADED,
          `${item.name} is no longer on this device`,
        );
      }
      const body = data.type ? data : new Blob([data], { type: item.mimeType });
      const uploaded = await deps.upload(await storageUrl(), body, deps.signal);
      if (!uploaded.ok) {
        if (isRetryable(uploaded.error) || uploaded.error.kind === 'unknown_outcome') {
          return { kind: 'waiting', reason: uploaded.error.message };
        }
        return fail(
          item.kind === 'video' ? VIDEOS_NOT_UPLOADED : IMAGES_NOT_UPLOADED,
          uploaded.error.message,
        );
      }
      await deps.append(fileStored(intent.id, key, uploaded.value));
      stored.files = { ...stored.files, [key]: uploaded.value };
    }
  }

  // 2. Frame polls (composer.md §7.4), once per post whatever happens to the task.
  for (const [index, post] of intent.posts.entries()) {
    const poll = post.framePoll;
    if (!poll || stored.framePolls[index]) continue;
    const created = await deps.createFramePoll(poll, framePollKey(intent.id, index), deps.signal);
    if (!created.ok) {
      if (isRetryable(created.error)) return { kind: 'waiting', reason: created.error.message };
      return fail(FAILED_TO_CREATE_POLL, created.error.code ?? created.error.message);
    }
    const { pollId, frameUrl } = created.value;
    await deps.append({
      type: 'FramePollCreated',
      aggregateId: intent.id,
      payload: { intentId: intent.id, index, pollId, frameUrl },
    });
    stored.framePolls = { ...stored.framePolls, [index]: { frameUrl } };
  }

  // 3. Lens: each post's metadata document (it names the files and the frame poll).
  const lens = intent.targets.find((target) => target.source === 'Lens');
  if (lens) {
    const handle = deps.lensHandle(lens.accountId) ?? lens.accountId;
    for (const index of intent.posts.keys()) {
      const key = lensMetadataKey(index);
      if (stored.files[key]) continue;
      const metadata = scheduledLensMetadata(intent.id, intent, index, stored, handle);
      if (!metadata)
        return fail(FAILED_TO_CREATE_SCHEDULED_POST, 'Lens metadata without its files');
      const document = new Blob([JSON.stringify(metadata)], { type: 'application/json' });
      const uploaded = await deps.upload(await storageUrl(), document, deps.signal);
      if (!uploaded.ok) {
        if (isRetryable(uploaded.error) || uploaded.error.kind === 'unknown_outcome') {
          return { kind: 'waiting', reason: uploaded.error.message };
        }
        return fail(FAILED_TO_CREATE_SCHEDULED_POST, uploaded.error.message);
      }
      await deps.append(fileStored(intent.id, key, uploaded.value));
      stored.files = { ...stored.files, [key]: uploaded.value };
    }
  }

  // 4. The create call's body, checked against the contract.
  const built = buildCreateScheduleBody(intent, stored);
  if (!built.ok) {
    return fail(
      FAILED_TO_CREATE_SCHEDULED_POST,
      built.kind === 'invalid' ? built.message : `nothing stored for ${built.source}`,
    );
  }
  await deps.append({
    type: 'SchedulePrepared',
    aggregateId: intent.id,
    payload: {
      intentId: intent.id,
      productAccountId: intent.productAccountId,
      body: built.body,
    },
  });
  return { kind: 'prepared' };
}
