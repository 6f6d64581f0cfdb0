import { CAPABILITIES } from '@/domain/capabilities';
import type { ComposeState } from '../model/composeState';
import type { ComposerPost } from '../model/composerPost';
import { gifProviderOf, isGifMedia } from '../model/mediaFile';
import type { PostSource } from '../model/sourceFields';
import {
  anonymousSealedTo,
  gifProviderNotAllowed,
  localGifNotSupported,
  onlyNetworks,
  redPacketNotSupported,
  schedulingNotSupported,
  SOURCE_NOT_AVAILABLE,
  tooManyGifs,
  tooManyImages,
  videoDurationOutOfRange,
  videoSizeOutOfRange,
  videosNotSupported,
} from '@/domain/messages/composer';
import { sourceTakesAtMostGifs, sourceTakesAtMostImages } from '@/domain/messages/disabledReasons';
import type { MediaContext } from './mediaLimits';
import { combinedMediaLimits, sourceMediaLimits } from './mediaLimits';
import { POLL_SOURCES } from './pollLimits';
import { inSourceOrder } from './sourceSelection';

export type SourceAvailability = { disabled: false } | { disabled: true; reason: string };

export type AvailabilityContext = Pick<
  ComposeState,
  'type' | 'sealedSource' | 'disabledSources' | 'scheduleTime'
> &
  MediaContext & {
    /** The thread's posts: a source is disabled when any of them rules it out. */
    posts: readonly Pick<
      ComposerPost,
      'availableSources' | 'images' | 'videos' | 'poll' | 'rpPayload' | 'isAnonymous'
    >[];
  };

const ENABLED: SourceAvailability = { disabled: false };
const disabled = (reason: string): SourceAvailability => ({ disabled: true, reason });

function postReason(
  source: PostSource,
  post: AvailabilityContext['posts'][number],
  ctx: AvailabilityContext,
): string | undefined {
  const caps = CAPABILITIES[source];
  if (
    post.isAnonymous &&
    ctx.type !== 'compose' &&
    ctx.sealedSource &&
    source !== ctx.sealedSource
  ) {
    return anonymousSealedTo(ctx.sealedSource);
  }
  if (post.poll && !caps.polls.supported) return onlyNetworks(POLL_SOURCES);
  if (ctx.scheduleTime != null && !caps.scheduling) return schedulingNotSupported(source);

  // Media: this source together with those already selected.
  const combined = inSourceOrder([...post.availableSources, source]);
  const limits = combinedMediaLimits(combined, ctx);
  const countReason = mediaCountReason(source, post, ctx);
  if (countReason) return countReason;
  const gifs = post.images.filter(isGifMedia);
  for (const gif of gifs) {
    const provider = gifProviderOf(gif);
    if (provider === undefined && !caps.gifs.localFiles) return localGifNotSupported([source]);
    if (provider !== undefined && !caps.gifs.providers.includes(provider)) {
      return gifProviderNotAllowed(source, caps.gifs.providers);
    }
  }
  if (post.rpPayload && !caps.redPackets) return redPacketNotSupported(source);
  if (post.videos.length > 0) {
    if (!caps.video.supported) return videosNotSupported([source]);
    const v = limits.video;
    for (const video of post.videos) {
      if (
        video.duration !== undefined &&
        (video.duration < v.minSeconds || video.duration > v.maxSeconds)
      ) {
        return videoDurationOutOfRange(v.minSeconds, v.maxSeconds);
      }
      const widthOut =
        video.width !== undefined && (video.width < v.minWidth || video.width > v.maxWidth);
      const heightOut =
        video.height !== undefined && (video.height < v.minHeight || video.height > v.maxHeight);
      if (widthOut || heightOut) {
        return videoSizeOutOfRange(v.minWidth, v.maxWidth, v.minHeight, v.maxHeight);
      }
    }
  }
  return undefined;
}

/**
 * composer.md §5.3: too many images or GIFs for this source with those
 * selected. The source's own limit is named as its own ('Farcaster takes at
 * most 2 images.'); the words 'the networks you chose' are used only when
 * the limit is that of the networks chosen, so a network's limit never
 * reads as the user's choice when that network is not chosen (issue 18).
 */
function mediaCountReason(
  source: PostSource,
  post: AvailabilityContext['posts'][number],
  ctx: AvailabilityContext,
): string | undefined {
  const own = sourceMediaLimits(source, ctx);
  const gifs = post.images.filter(isGifMedia).length;
  if (post.images.length > own.imageCount) return sourceTakesAtMostImages(source, own.imageCount);
  if (gifs > own.gifCount) return sourceTakesAtMostGifs(source, own.gifCount);
  const others = post.availableSources.filter((s) => s !== source);
  if (others.length === 0) return undefined;
  const chosen = combinedMediaLimits(others, ctx);
  if (post.images.length > chosen.imageCount) return tooManyImages(chosen.imageCount);
  if (gifs > chosen.gifCount) return tooManyGifs(chosen.gifCount);
  return undefined;
}

/**
 * composer.md §5.3: whether a source can be selected, and if not why. It is
 * disabled when: it is in the composer's disabled list; in reply or quote
 * mode with an anonymous sealed source, it is another source; a poll exists
 * and it has no polls ('only {networks}'); a schedule time is set and it
 * cannot schedule; the images are over the limit of the selected sources
 * with it; so are the GIFs; a GIF's provider is not allowed there (or a
 * GIF file from the device, where it takes only provider links); a red
 * packet exists and it has none; a video fails the combined width, height
 * or duration rules (or it takes no video). The first reason found is given.
 */
export function sourceAvailability(
  source: PostSource,
  ctx: AvailabilityContext,
): SourceAvailability {
  if (ctx.disabledSources.includes(source)) return disabled(SOURCE_NOT_AVAILABLE);
  for (const post of ctx.posts) {
    const reason = postReason(source, post, ctx);
    if (reason) return disabled(reason);
  }
  return ENABLED;
}
