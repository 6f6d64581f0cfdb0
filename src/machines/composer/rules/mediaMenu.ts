import type { ComposerPost } from '../model/composerPost';
import { isGifMedia } from '../model/mediaFile';
import type { MediaContext } from './mediaLimits';
import { combinedMediaLimits } from './mediaLimits';

export interface MediaMenuState {
  /** The toolbar's media button. */
  buttonDisabled: boolean;
  /** Its 'images' item. */
  imagesDisabled: boolean;
  /** Its 'video' item. */
  videoDisabled: boolean;
  /** The GIF button (the picker adds one GIF). */
  gifDisabled: boolean;
}

/**
 * composer.md §5.4: the media button is disabled when videos reach their
 * limit, when there is a poll or a red packet, or when images reach their
 * limit: when neither of its items can add anything. The 'images' item is disabled by a video or full images; 'video'
 * by images, full videos or a selected source without video; the GIF
 * button by a video, full images or GIFs at their own limit. (The spec's
 * "min(image limit, GIF limit)" is read as each limit on its own kind:
 * docs/decisions-composer-rules.md.)
 */
export function mediaMenuState(
  post: Pick<ComposerPost, 'availableSources' | 'images' | 'videos' | 'poll' | 'rpPayload'>,
  ctx: MediaContext,
): MediaMenuState {
  const limits = combinedMediaLimits(post.availableSources, ctx);
  const imagesFull = post.images.length >= limits.imageCount;
  const gifsFull = post.images.filter(isGifMedia).length >= limits.gifCount;
  const videosFull = !limits.video.supported || post.videos.length >= limits.video.count;
  const hasVideo = post.videos.length > 0;
  const imagesDisabled = hasVideo || imagesFull;
  const videoDisabled = post.images.length > 0 || videosFull;
  const blocked = Boolean(post.poll) || Boolean(post.rpPayload);
  return {
    buttonDisabled: blocked || (imagesDisabled && videoDisabled),
    imagesDisabled: blocked || imagesDisabled,
    videoDisabled: blocked || videoDisabled,
    gifDisabled: blocked || hasVideo || imagesFull || gifsFull,
  };
}
