import type { LocalMedia } from '@/events/types/publishEvents';
import type { MediaFile, Source, UploadedMedia } from '@/sources/source';
import {
  IMAGES_NOT_UPLOADED,
  MEDIA_NOT_UPLOADED,
  VIDEOS_NOT_UPLOADED,
} from '@/domain/messages/composer';
import { fail, ok, type SourceError, type SourceResult } from '@/domain/result';
import type { StoredFile } from '../media/mediaStore';
import { mediaUploadKey, type PublishJob, type PublishJobsState } from './publishJobsProjection';

export interface MediaUploadContext {
  /** The attached file's bytes, from the media store (undefined: gone from this device). */
  mediaFile(mediaId: string): Promise<StoredFile | undefined>;
  checkpointed(mediaId: string, checkpoint: unknown): Promise<void>;
  uploaded(mediaId: string, media: UploadedMedia): Promise<unknown>;
  /** Runs one adapter call, bounded and timed. */
  call<T>(run: (signal: AbortSignal) => Promise<SourceResult<T>>): Promise<SourceResult<T>>;
}

/** composer.md §8: which of its messages names what could not be uploaded. */
export function notUploadedMessage(kinds: readonly LocalMedia['kind'][]): string {
  const videos = kinds.includes('video');
  const images = kinds.some((kind) => kind !== 'video');
  if (videos && images) return MEDIA_NOT_UPLOADED;
  return videos ? VIDEOS_NOT_UPLOADED : IMAGES_NOT_UPLOADED;
}

const NOT_UPLOADED = [IMAGES_NOT_UPLOADED, MEDIA_NOT_UPLOADED, VIDEOS_NOT_UPLOADED];

/**
 * An upload's failure as the person reads it (the job's reason, shown in the
 * composer's retry tooltip and notices): composer.md §8's words for what did
 * not go up, then the network's own (e.g. 'Failed to get upload limits').
 * The error's kind, and so whether the engine tries again, is the network's.
 */
export function notUploadedFailure(kinds: readonly LocalMedia['kind'][], error: SourceError) {
  const lead = notUploadedMessage(kinds);
  const message = NOT_UPLOADED.some((words) => error.message.startsWith(words))
    ? error.message
    : `${lead} ${error.message}`;
  return { ...error, message };
}

/**
 * Puts a job's attached files on its network, one at a time, before the
 * post is prepared: a file this network already has (an earlier attempt
 * uploaded it) is reused, never sent again; an upload cut short resumes
 * from its last checkpoint where the network allows it. Answers the
 * network's media in the post's order, or the first failure.
 */
export async function uploadLocalMedia(
  state: PublishJobsState,
  job: PublishJob,
  source: Source,
  context: MediaUploadContext,
): Promise<SourceResult<UploadedMedia[]>> {
  const attached = (state.intents[job.intentId]?.posts[job.index]?.localMedia ?? []).filter(
    (item) => !item.sources || item.sources.includes(job.source),
  );
  const media: UploadedMedia[] = [];
  for (const [at, item] of attached.entries()) {
    const uploadOf = (each: LocalMedia) =>
      state.uploads[mediaUploadKey(job.intentId, job.source, each.mediaId)];
    // What is not on this network yet: this file and the ones after it.
    const notYet = () =>
      attached
        .slice(at)
        .filter((each) => !uploadOf(each)?.media)
        .map((each) => each.kind);
    const upload = uploadOf(item);
    if (upload?.media) {
      media.push(upload.media);
      continue;
    }
    const stored = await context.mediaFile(item.mediaId);
    if (!stored) return fail({ kind: 'invalid', message: notUploadedMessage(notYet()) });
    const file: MediaFile = {
      data: stored.data,
      mimeType: item.mimeType,
      name: item.name,
      ...(item.alt ? { alt: item.alt } : {}),
      ...(item.width ? { width: item.width } : {}),
      ...(item.height ? { height: item.height } : {}),
      ...(item.durationSeconds ? { durationSeconds: item.durationSeconds } : {}),
    };
    const result = await context.call((signal) =>
      source.uploadMedia(file, signal, undefined, {
        ...(upload?.checkpoint === undefined ? {} : { resumeFrom: upload.checkpoint }),
        save: (checkpoint) => context.checkpointed(item.mediaId, checkpoint),
      }),
    );
    if (!result.ok) return fail(notUploadedFailure(notYet(), result.error));
    await context.uploaded(item.mediaId, result.value);
    media.push(result.value);
  }
  return ok(media);
}
