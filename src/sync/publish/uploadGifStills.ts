import type { PostSource } from '@/domain/networks';
import type { OutgoingPost, Source, UploadedMedia } from '@/sources/source';
import { IMAGES_NOT_UPLOADED } from '@/domain/messages/composer';
import { fail, ok, type SourceResult } from '@/domain/result';
import { mediaUploadKey, type PublishJob, type PublishJobsState } from './publishJobsProjection';
import {
  LINK_PICTURE_UPLOAD_SOURCES,
  uploadPictureOnce,
  type LinkPictureContext,
} from './uploadLinkPicture';

/** A provider GIF's still is kept with the job's uploads under this id. */
export const gifStillMediaId = (index: number, position: number) =>
  `gif-still:${index}:${position}`;

/** A provider GIF's own file, on a network that takes GIFs only as files, under this id. */
export const gifFileMediaId = (index: number, position: number) => `gif-file:${index}:${position}`;

/**
 * Networks that take a GIF only as a file of their own: X has no GIF links
 * (composer.md §7.5: a GIF is uploaded as `tweet_gif`), so a GIF picked from
 * a provider is fetched through the product server's image proxy and
 * uploaded there, once per (post, GIF).
 */
export const GIF_FILE_UPLOAD_SOURCES: readonly PostSource[] = ['Twitter'];

type Why = { reason: string; detail?: string; retryable: boolean };

/** A picture at `url` on the job's network (once): its ref, or why there is none yet. */
async function pictureOrWhy(
  state: PublishJobsState,
  job: PublishJob,
  source: Source,
  context: LinkPictureContext,
  picture: { mediaId: string; url: string; name: string },
): Promise<{ ref: string } | { why: Why }> {
  const earlier = state.uploads[mediaUploadKey(job.intentId, job.source, picture.mediaId)];
  if (earlier?.skipped && !earlier.skipped.retryable && !earlier.media)
    return { why: earlier.skipped };
  let why: Why | undefined;
  const ref = await uploadPictureOnce(
    state,
    job,
    source,
    {
      ...context,
      skipped: (mediaId, reason) => {
        why = reason;
        return context.skipped(mediaId, reason);
      },
    },
    picture,
  );
  return ref ? { ref } : { why: why ?? { reason: IMAGES_NOT_UPLOADED, retryable: true } };
}

const providerGifsOf = (state: PublishJobsState, job: PublishJob) =>
  (state.intents[job.intentId]?.posts[job.index]?.media?.[job.source] ?? []).flatMap(
    (media, position) =>
      media.kind === 'gif' && /^https?:\/\//i.test(media.ref) ? [{ media, position }] : [],
  );

/** The job's failure for a GIF that could not be had: tried again later only if it may pass. */
function notHad(why: Why) {
  const reason = why.reason.startsWith(IMAGES_NOT_UPLOADED)
    ? why.reason
    : `${IMAGES_NOT_UPLOADED} ${why.reason}`;
  return fail<never>({
    kind: why.retryable ? 'network' : 'invalid',
    message: why.detail ? `${reason} (${why.detail})` : reason,
  });
}

/**
 * The stills of the post's provider GIFs as this job's network stores them
 * (Bluesky shows a GIF as a picture of its still beside other pictures, or
 * alone as a GIF card with the still as its `thumb`), by the GIF's `ref`.
 * Each is uploaded once per (post, network), as the link card's picture is.
 * A still that may come later holds the job back (tried again like an
 * upload); one that cannot be had is left out, and the Bluesky adapter
 * refuses the post if that GIF had to go as a picture.
 */
export async function uploadGifStills(
  state: PublishJobsState,
  job: PublishJob,
  source: Source,
  context: LinkPictureContext,
): Promise<SourceResult<Record<string, string>>> {
  if (!LINK_PICTURE_UPLOAD_SOURCES.includes(job.source)) return ok({});
  const thumbs: Record<string, string> = {};
  for (const { media: gif, position } of providerGifsOf(state, job)) {
    if (!gif.still || gif.thumb) continue;
    const still = await pictureOrWhy(state, job, source, context, {
      mediaId: gifStillMediaId(job.index, position),
      url: gif.still,
      name: 'gif-still',
    });
    if ('ref' in still) thumbs[gif.ref] = still.ref;
    else if (still.why.retryable) return notHad(still.why);
  }
  return ok(thumbs);
}

/**
 * The post's provider GIFs as files on a network that takes them only so
 * (X): by the GIF's `ref`, the network's media for it. A GIF that cannot be
 * had fails the job (retried if that may pass): it is never dropped.
 */
export async function uploadGifFiles(
  state: PublishJobsState,
  job: PublishJob,
  source: Source,
  context: LinkPictureContext,
): Promise<SourceResult<Record<string, UploadedMedia>>> {
  if (!GIF_FILE_UPLOAD_SOURCES.includes(job.source)) return ok({});
  const files: Record<string, UploadedMedia> = {};
  for (const { media: gif, position } of providerGifsOf(state, job)) {
    const file = await pictureOrWhy(state, job, source, context, {
      mediaId: gifFileMediaId(job.index, position),
      url: gif.ref,
      name: 'gif',
    });
    if (!('ref' in file)) return notHad(file.why);
    files[gif.ref] = {
      kind: 'gif',
      ref: file.ref,
      mimeType: 'image/gif',
      ...(gif.alt ? { alt: gif.alt } : {}),
      ...(gif.width ? { width: gif.width } : {}),
      ...(gif.height ? { height: gif.height } : {}),
    };
  }
  return ok(files);
}

/**
 * The post with each provider GIF's uploaded still as its `thumb`, and each
 * GIF the network took as a file in place of its link.
 */
export function withGifStills(
  post: OutgoingPost | undefined,
  thumbs: Readonly<Record<string, string>>,
  files: Readonly<Record<string, UploadedMedia>> = {},
): OutgoingPost | undefined {
  if (!post || Object.keys(thumbs).length + Object.keys(files).length === 0) return post;
  return {
    ...post,
    media: post.media.map((media) => {
      if (media.kind !== 'gif') return media;
      const file = files[media.ref];
      if (file) return file;
      const thumb = thumbs[media.ref];
      return thumb ? { ...media, thumb } : media;
    }),
  };
}
