import { CAPABILITIES } from '@/domain/capabilities';
import type { ComposerPost } from '../model/composerPost';
import { isPublishedOn } from '../model/composerPost';
import type { PostSource } from '../model/sourceFields';
import {
  tooManyImages,
  videosNotSupported,
  videoTooLargeFor,
  WEBP_NOT_ON_TWITTER,
} from '@/domain/messages/composer';
import type { MediaContext } from './mediaLimits';
import { imageCountLimit } from './mediaLimits';

type CheckedPost = Pick<ComposerPost, 'availableSources' | 'images' | 'videos' | 'postId'>;

/** The sources a post still goes to (those it was published on are skipped on retry, §4.6). */
const pendingSources = (post: CheckedPost): PostSource[] =>
  post.availableSources.filter((source) => !isPublishedOn(post, source));

/** composer.md §5.1: why one post cannot be sent, or undefined. */
function postProblem(post: CheckedPost, ctx: MediaContext): string | undefined {
  const sources = pendingSources(post);
  if (sources.length === 0) return undefined;
  if (post.videos.length > 0) {
    const noVideo = sources.filter((s) => !CAPABILITIES[s].video.supported);
    if (noVideo.length) return videosNotSupported(noVideo);
  }
  if (sources.includes('Twitter') && post.images.some((i) => i.mimeType === 'image/webp')) {
    return WEBP_NOT_ON_TWITTER;
  }
  const maxImageCount = Math.min(...sources.map((s) => imageCountLimit(s, ctx)));
  if (post.images.length > maxImageCount) return tooManyImages(maxImageCount);
  for (const video of post.videos) {
    const size = video.file.size;
    if (size === undefined) continue;
    const refusing = sources.filter((s) => {
      const caps = CAPABILITIES[s].video;
      return caps.supported && size > caps.maxBytes;
    });
    if (refusing.length) {
      const smallest = Math.min(
        ...refusing.map((s) => {
          const caps = CAPABILITIES[s].video;
          return caps.supported ? caps.maxBytes : 0;
        }),
      );
      return videoTooLargeFor(refusing, smallest, { name: video.file.name, size });
    }
  }
  return undefined;
}

/**
 * composer.md §5.1, before sending (every post of a thread, on the sources
 * it has not been published on): a video is refused if a selected source
 * takes no video; WEBP images are refused on Twitter; the images must be at
 * most the smallest per-source image limit (the message carries
 * maxImageCount); a video must be at most the smallest per-source video
 * size (the message names the platforms and the size). Gives the first
 * problem, or undefined when the posts can go.
 */
export function beforeSendProblem(
  posts: readonly CheckedPost[],
  ctx: MediaContext,
): string | undefined {
  for (const post of posts) {
    const problem = postProblem(post, ctx);
    if (problem) return problem;
  }
  return undefined;
}
