import { POST_SOURCES } from '@/domain/networks';
import type { GifProvider } from '@/domain/capabilities';
import { CAPABILITIES } from '@/domain/capabilities';
import type { ComposerType, PostSource } from '../model/sourceFields';
import type { SourceTiers } from './sourceTier';
import { hasHigherLimits } from './sourceTier';

export interface MediaContext {
  type: ComposerType;
  tiers: SourceTiers;
}

export interface VideoLimits {
  supported: boolean;
  count: number;
  maxBytes: number;
  minSeconds: number;
  maxSeconds: number;
  minWidth: number;
  maxWidth: number;
  minHeight: number;
  maxHeight: number;
  types: readonly string[];
}

/** The media limits of one source or of several together (the tightest of each). */
export interface MediaLimits {
  imageCount: number;
  imageBytes: number;
  imageTypes: readonly string[];
  gifCount: number;
  gifBytes: number;
  gifProviders: readonly GifProvider[];
  /** Whether GIF files from the device can be posted. */
  gifLocalFiles: boolean;
  video: VideoLimits;
}

/**
 * composer.md §5.4: a source's image count: Farcaster Pro users get the
 * higher count, and a Farcaster quote uses one image slot (the quoted cast
 * is an embed).
 */
export function imageCountLimit(source: PostSource, ctx: MediaContext): number {
  const { images, quoteTakesImageSlot } = CAPABILITIES[source];
  const max = hasHigherLimits(ctx.tiers, source) ? images.maxPro : images.max;
  return Math.max(0, max - (ctx.type === 'quote' && quoteTakesImageSlot ? 1 : 0));
}

/** One source's media limits. */
export function sourceMediaLimits(source: PostSource, ctx: MediaContext): MediaLimits {
  const caps = CAPABILITIES[source];
  return {
    imageCount: imageCountLimit(source, ctx),
    imageBytes: caps.images.maxBytes,
    imageTypes: caps.images.types,
    gifCount: caps.gifs.max,
    gifBytes: caps.gifs.maxBytes,
    gifProviders: caps.gifs.providers,
    gifLocalFiles: caps.gifs.localFiles,
    video: caps.video.supported
      ? {
          supported: true,
          count: caps.video.max,
          maxBytes: caps.video.maxBytes,
          minSeconds: caps.video.minSeconds,
          maxSeconds: caps.video.maxSeconds,
          minWidth: caps.video.minWidth,
          maxWidth: caps.video.maxWidth,
          minHeight: caps.video.minHeight,
          maxHeight: caps.video.maxHeight,
          types: caps.video.types,
        }
      : {
          supported: false,
          count: 0,
          maxBytes: 0,
          minSeconds: 0,
          maxSeconds: 0,
          minWidth: 0,
          maxWidth: 0,
          minHeight: 0,
          maxHeight: 0,
          types: [],
        },
  };
}

const intersect = <T>(lists: readonly (readonly T[])[]): T[] =>
  (lists[0] ?? []).filter((item) => lists.every((list) => list.includes(item)));

/**
 * composer.md §5.4: the limits of several sources together: the smallest
 * counts and sizes, the tightest video range, the types and providers they
 * all take. No source selected counts as all four (the strictest), so
 * nothing added then is refused later.
 */
export function combinedMediaLimits(
  sources: readonly PostSource[],
  ctx: MediaContext,
): MediaLimits {
  const all = (sources.length ? sources : POST_SOURCES).map((s) => sourceMediaLimits(s, ctx));
  const videos = all.map((l) => l.video);
  const supported = videos.every((v) => v.supported);
  return {
    imageCount: Math.min(...all.map((l) => l.imageCount)),
    imageBytes: Math.min(...all.map((l) => l.imageBytes)),
    imageTypes: intersect(all.map((l) => l.imageTypes)),
    gifCount: Math.min(...all.map((l) => l.gifCount)),
    gifBytes: Math.min(...all.map((l) => l.gifBytes)),
    gifProviders: intersect(all.map((l) => l.gifProviders)),
    gifLocalFiles: all.every((l) => l.gifLocalFiles),
    video: {
      supported,
      count: supported ? Math.min(...videos.map((v) => v.count)) : 0,
      maxBytes: supported ? Math.min(...videos.map((v) => v.maxBytes)) : 0,
      minSeconds: Math.max(...videos.map((v) => v.minSeconds)),
      maxSeconds: supported ? Math.min(...videos.map((v) => v.maxSeconds)) : 0,
      minWidth: Math.max(...videos.map((v) => v.minWidth)),
      maxWidth: supported ? Math.min(...videos.map((v) => v.maxWidth)) : 0,
      minHeight: Math.max(...videos.map((v) => v.minHeight)),
      maxHeight: supported ? Math.min(...videos.map((v) => v.maxHeight)) : 0,
      types: intersect(videos.map((v) => v.types)),
    },
  };
}
