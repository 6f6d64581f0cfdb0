import { POST_SOURCES } from '@/domain/networks';
import type { ComposerPost } from '../model/composerPost';
import { isGifMedia } from '../model/mediaFile';
import { inSourceOrder } from './sourceSelection';
import {
  MEDIA_CANNOT_MIX,
  tooManyGifs,
  tooManyImages,
  tooManyVideos,
  videosNotSupported,
} from '@/domain/messages/composer';
import { MEDIA_NOT_WITH_POLL, MEDIA_NOT_WITH_RED_PACKET } from '@/domain/messages/disabledReasons';
import type { MediaContext } from './mediaLimits';
import { combinedMediaLimits, sourceMediaLimits } from './mediaLimits';

export interface MediaMenuState {
  /** The toolbar's media button. */
  buttonDisabled: boolean;
  /** Its 'images' item. */
  imagesDisabled: boolean;
  /** Its 'video' item. */
  videoDisabled: boolean;
  /** The GIF button (the picker adds one GIF). */
  gifDisabled: boolean;
  /** Why each disabled one is disabled (its accessible description); absent when enabled. */
  buttonReason?: string;
  imagesReason?: string;
  videoReason?: string;
  gifReason?: string;
}

type MenuPost = Pick<ComposerPost, 'availableSources' | 'images' | 'videos' | 'poll' | 'rpPayload'>;

/**
 * composer.md §5.4: the media button is disabled when videos reach their
 * limit, when there is a poll or a red packet, or when images reach their
 * limit: when neither of its items can add anything. The 'images' item is disabled by a video or full images; 'video'
 * by images, full videos or a selected source without video; the GIF
 * button by a video, full images or GIFs at their own limit. (The spec's
 * "min(image limit, GIF limit)" is read as each limit on its own kind:
 * docs/decisions-composer-rules.md.) Each disabled control says why: the
 * poll or red packet in the way, the media that cannot mix, or the limit
 * reached.
 */
export function mediaMenuState(post: MenuPost, ctx: MediaContext): MediaMenuState {
  const limits = combinedMediaLimits(post.availableSources, ctx);
  const imagesFull = post.images.length >= limits.imageCount;
  const gifsFull = post.images.filter(isGifMedia).length >= limits.gifCount;
  const hasVideo = post.videos.length > 0;
  const blocked = post.poll
    ? MEDIA_NOT_WITH_POLL
    : post.rpPayload
      ? MEDIA_NOT_WITH_RED_PACKET
      : undefined;
  const imagesReason =
    blocked ??
    (hasVideo ? MEDIA_CANNOT_MIX : imagesFull ? tooManyImages(limits.imageCount) : undefined);
  const videoReason =
    blocked ??
    (post.images.length > 0
      ? MEDIA_CANNOT_MIX
      : !limits.video.supported
        ? videosNotSupported(
            inSourceOrder(
              post.availableSources.length ? post.availableSources : POST_SOURCES,
            ).filter((source) => !sourceMediaLimits(source, ctx).video.supported),
          )
        : post.videos.length >= limits.video.count
          ? tooManyVideos(limits.video.count)
          : undefined);
  const gifReason =
    blocked ??
    (hasVideo
      ? MEDIA_CANNOT_MIX
      : imagesFull
        ? tooManyImages(limits.imageCount)
        : gifsFull
          ? tooManyGifs(limits.gifCount)
          : undefined);
  // The button is off when neither item can add anything: the limit of the kind already there says why.
  const buttonReason =
    imagesReason && videoReason ? (blocked ?? (hasVideo ? videoReason : imagesReason)) : undefined;
  return {
    buttonDisabled: buttonReason !== undefined,
    imagesDisabled: imagesReason !== undefined,
    videoDisabled: videoReason !== undefined,
    gifDisabled: gifReason !== undefined,
    ...(buttonReason ? { buttonReason } : {}),
    ...(imagesReason ? { imagesReason } : {}),
    ...(videoReason ? { videoReason } : {}),
    ...(gifReason ? { gifReason } : {}),
  };
}
