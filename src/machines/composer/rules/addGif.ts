import type { GifProvider } from '../../../sources/capabilities';
import { CAPABILITIES } from '../../../sources/capabilities';
import type { PostSource } from '../model/sourceFields';
import type { ExistingMedia } from './addImages';
import { isGifMedia } from '../model/mediaFile';
import {
  gifProviderNotAllowed,
  gifTooLarge,
  MEDIA_CANNOT_MIX,
  tooManyGifs,
  tooManyImages,
} from './composerMessages';
import type { MediaContext } from './mediaLimits';
import { combinedMediaLimits } from './mediaLimits';

/** composer.md §2.5: with Bsky selected the picker searches Tenor, otherwise Giphy. */
export const gifPickerProvider = (sources: readonly PostSource[]): GifProvider =>
  sources.includes('Bsky') ? 'tenor' : 'giphy';

/**
 * composer.md §2.5, §5.3, §5.4: why a GIF from the picker cannot be added,
 * or undefined when it can: no mixing with videos; its provider allowed on
 * every selected source (the message lists that source's providers; with
 * none selected any provider goes); its
 * size within the combined GIF limit (when the provider gives one); the GIF
 * count and the image count.
 */
export function addGifProblem(
  existing: ExistingMedia,
  gif: { provider: GifProvider; size?: number },
  sources: readonly PostSource[],
  ctx: MediaContext,
): string | undefined {
  if (existing.videos.length > 0) return MEDIA_CANNOT_MIX;
  for (const source of sources) {
    const { providers } = CAPABILITIES[source].gifs;
    if (!providers.includes(gif.provider)) return gifProviderNotAllowed(source, providers);
  }
  const limits = combinedMediaLimits(sources, ctx);
  if (gif.size !== undefined && gif.size > limits.gifBytes)
    return gifTooLarge(limits.gifBytes, undefined, gif.size);
  if (existing.images.filter(isGifMedia).length >= limits.gifCount)
    return tooManyGifs(limits.gifCount);
  if (existing.images.length >= limits.imageCount) return tooManyImages(limits.imageCount);
  return undefined;
}
