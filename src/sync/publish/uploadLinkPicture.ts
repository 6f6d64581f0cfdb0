import type { PostSource } from '@/domain/networks';
import type { FetchLinkPicture } from '@/sources/product/fetchLinkPicture';
import type { Source, UploadedMedia } from '@/sources/source';
import type { SourceResult } from '@/domain/result';
import { mediaUploadKey, type PublishJob, type PublishJobsState } from './publishJobsProjection';

/**
 * Networks that take a link card's picture as a file of their own (Bluesky's
 * external embed has a `thumb` blob). Farcaster, Lens and X build the card
 * from the URL themselves: nothing to upload.
 */
export const LINK_PICTURE_UPLOAD_SOURCES: readonly PostSource[] = ['Bsky'];

/** The card's picture is kept with the job's uploads under this id (one card per post). */
export const linkPictureMediaId = (index: number) => `link-picture:${index}`;

const EXTENSIONS: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
};

export interface LinkPictureContext {
  /** The picture's bytes (through the product server); absent where there is no server to ask. */
  fetchPicture?: FetchLinkPicture | undefined;
  /** Bounds one call (the executor's signal and a time-out). */
  signal(): AbortSignal;
  uploaded(mediaId: string, media: UploadedMedia): Promise<unknown>;
  skipped(
    mediaId: string,
    why: { reason: string; detail?: string; retryable: boolean },
  ): Promise<unknown>;
  /** Runs one adapter call, bounded and timed. */
  call<T>(run: (signal: AbortSignal) => Promise<SourceResult<T>>): Promise<SourceResult<T>>;
}

/**
 * The link card's picture as this job's network stores it (its `ref`), or
 * undefined: the card then goes without one. Uploaded once per (post,
 * network): a later step reuses the upload the log recorded. A picture that
 * cannot be had never fails the post; why is logged with the job
 * (`MediaUploadSkipped`), and only trouble that may pass (nothing answered)
 * is tried again by a later step, if the job needs one anyway.
 */
export async function uploadLinkPicture(
  state: PublishJobsState,
  job: PublishJob,
  source: Source,
  context: LinkPictureContext,
): Promise<string | undefined> {
  if (!LINK_PICTURE_UPLOAD_SOURCES.includes(job.source)) return undefined;
  const image = state.intents[job.intentId]?.posts[job.index]?.linkEmbed?.image;
  if (!image) return undefined;
  return uploadPictureOnce(state, job, source, context, {
    mediaId: linkPictureMediaId(job.index),
    url: image,
    name: 'link-picture',
  });
}

/**
 * A picture at `url` (through the product server's image proxy), uploaded
 * to the job's network once, kept with the job's uploads as `mediaId`: its
 * `ref`, or undefined (the skip is logged, as for the link card's picture).
 */
export async function uploadPictureOnce(
  state: PublishJobsState,
  job: PublishJob,
  source: Source,
  context: LinkPictureContext,
  picture: { mediaId: string; url: string; name: string },
): Promise<string | undefined> {
  const { mediaId } = picture;
  const upload = state.uploads[mediaUploadKey(job.intentId, job.source, mediaId)];
  if (upload?.media) return upload.media.ref;
  if (upload?.skipped && !upload.skipped.retryable) return undefined;

  if (!context.fetchPicture) {
    // This executor has no proxy to ask (the server's scheduled runs): waiting changes nothing.
    await context.skipped(mediaId, {
      reason: 'Failed to fetch image from URL',
      detail: 'No image proxy is known here',
      retryable: false,
    });
    return undefined;
  }
  const fetched = await context.fetchPicture(picture.url, context.signal());
  if (!fetched.ok) {
    const { reason, retryable } = fetched;
    await context.skipped(mediaId, {
      reason,
      retryable,
      ...(fetched.detail ? { detail: fetched.detail } : {}),
    });
    return undefined;
  }
  const uploaded = await context.call((signal) =>
    source.uploadMedia(
      {
        data: fetched.data,
        mimeType: fetched.mimeType,
        name: `${picture.name}.${EXTENSIONS[fetched.mimeType] ?? 'img'}`,
      },
      signal,
    ),
  );
  if (!uploaded.ok) {
    // Only a refusal of the picture itself is final. (A blob sent twice is stored
    // once, content-addressed: a lost answer may be tried again.)
    const { error } = uploaded;
    await context.skipped(mediaId, {
      reason: 'There are images that were not uploaded successfully.',
      detail: error.message,
      retryable: error.kind !== 'invalid',
    });
    return undefined;
  }
  await context.uploaded(mediaId, uploaded.value);
  return uploaded.value.ref;
}
