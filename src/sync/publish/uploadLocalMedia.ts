import type { LocalMedia } from '../../events/types/publishEvents';
import type { MediaFile, Source, UploadedMedia } from '../../sources/source';
import { fail, ok, type SourceResult } from '../../sources/sourceResult';
import type { StoredFile } from '../../media/mediaStore';
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
  if (videos && images) return 'There are images or videos that were not uploaded successfully.';
  return videos
    ? 'There are videos that were not uploaded successfully.'
    : 'There are images that were not uploaded successfully.';
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
  const attached = state.intents[job.intentId]?.posts[job.index]?.localMedia ?? [];
  const media: UploadedMedia[] = [];
  for (const item of attached) {
    const upload = state.uploads[mediaUploadKey(job.intentId, job.source, item.mediaId)];
    if (upload?.media) {
      media.push(upload.media);
      continue;
    }
    const stored = await context.mediaFile(item.mediaId);
    if (!stored) return fail({ kind: 'invalid', message: notUploadedMessage([item.kind]) });
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
    if (!result.ok) return result;
    await context.uploaded(item.mediaId, result.value);
    media.push(result.value);
  }
  return ok(media);
}
