import type { OutgoingPost, Source } from '../../sources/source';
import type { PublishJob, PublishJobsState } from './publishJobsProjection';
import {
  LINK_PICTURE_UPLOAD_SOURCES,
  uploadPictureOnce,
  type LinkPictureContext,
} from './uploadLinkPicture';

/** A provider GIF's still is kept with the job's uploads under this id. */
export const gifStillMediaId = (index: number, position: number) =>
  `gif-still:${index}:${position}`;

/**
 * The stills of the post's provider GIFs as this job's network stores them
 * (Bluesky shows such a GIF as a link card, its still the card's `thumb`),
 * by the GIF's `ref`. Each is uploaded once per (post, network), as the link
 * card's picture is; one that cannot be had leaves its card without a picture.
 */
export async function uploadGifStills(
  state: PublishJobsState,
  job: PublishJob,
  source: Source,
  context: LinkPictureContext,
): Promise<Record<string, string>> {
  if (!LINK_PICTURE_UPLOAD_SOURCES.includes(job.source)) return {};
  const media = state.intents[job.intentId]?.posts[job.index]?.media?.[job.source] ?? [];
  const thumbs: Record<string, string> = {};
  for (const [position, gif] of media.entries()) {
    if (gif.kind !== 'gif' || !gif.still || gif.thumb) continue;
    const ref = await uploadPictureOnce(state, job, source, context, {
      mediaId: gifStillMediaId(job.index, position),
      url: gif.still,
      name: 'gif-still',
    });
    if (ref) thumbs[gif.ref] = ref;
  }
  return thumbs;
}

/** The post with each provider GIF's uploaded still as its `thumb`. */
export function withGifStills(
  post: OutgoingPost | undefined,
  thumbs: Readonly<Record<string, string>>,
): OutgoingPost | undefined {
  if (!post || Object.keys(thumbs).length === 0) return post;
  return {
    ...post,
    media: post.media.map((media) => {
      const thumb = media.kind === 'gif' ? thumbs[media.ref] : undefined;
      return thumb ? { ...media, thumb } : media;
    }),
  };
}
