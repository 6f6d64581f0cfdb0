import type { GifProvider } from '@/domain/capabilities';
import { CAPABILITIES } from '@/domain/capabilities';
import type { PostSource } from '../model/sourceFields';
import type { ExistingMedia } from './addImages';
import { isGifMedia } from '../model/mediaFile';
import {
  gifProviderNotAllowed,
  gifTooLarge,
  MEDIA_CANNOT_MIX,
  tooManyGifs,
  tooManyImages,
} from '@/domain/messages/composer';
import type { MediaContext } from './mediaLimits';
import { combinedMediaLimits } from './mediaLimits';

const EVERY_PROVIDER: readonly GifProvider[] = ['giphy', 'tenor'];

/** The selected networks that take no GIF from this provider (composer.md §5.3). */
const refusing = (sources: readonly PostSource[], provider: GifProvider) =>
  sources.filter((source) => !CAPABILITIES[source].gifs.providers.includes(provider));

/** composer.md §2.5: the spec's choice, Tenor with Bluesky selected, Giphy otherwise. */
const preferred = (sources: readonly PostSource[]): GifProvider =>
  sources.includes('Bsky') ? 'tenor' : 'giphy';

/**
 * composer.md §2.5, §5.3: the provider the picker searches, among those the
 * server offers: one every selected network takes, the spec's choice first
 * (Tenor with Bluesky selected, Giphy otherwise). Undefined when no offered
 * provider suits them all (`gifProviderBlockers` says which to turn off).
 */
export function gifPickerProvider(
  sources: readonly PostSource[],
  offered: readonly GifProvider[] = EVERY_PROVIDER,
): GifProvider | undefined {
  const suits = offered.filter((provider) => refusing(sources, provider).length === 0);
  return suits.includes(preferred(sources)) ? preferred(sources) : suits[0];
}

/**
 * When no offered provider suits every selected network: the provider that
 * fewest of them refuse (the spec's choice first), and those networks, to
 * be turned off for a GIF from it. Undefined when one suits them all, or
 * none is offered.
 */
export function gifProviderBlockers(
  sources: readonly PostSource[],
  offered: readonly GifProvider[],
): { provider: GifProvider; networks: PostSource[] } | undefined {
  if (offered.length === 0 || gifPickerProvider(sources, offered)) return undefined;
  const ranked = [...offered].sort(
    (a, b) =>
      refusing(sources, a).length - refusing(sources, b).length ||
      Number(b === preferred(sources)) - Number(a === preferred(sources)),
  );
  const [provider] = ranked;
  return provider ? { provider, networks: refusing(sources, provider) } : undefined;
}

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
