import { z } from 'zod/mini';
import type { GifProvider } from '@/domain/capabilities';
import { keyedBySource } from './sourceFields';

/** The longest alt text a picture takes: X's limit (Bluesky has none, Lens none stated). */
export const MAX_ALT_TEXT_LENGTH = 1000;

/** composer.md §3.1: where a media file's copies live. */
export const MEDIA_STORAGES = ['Local', 'S3', 'IPFS', 'Giphy', 'Tenor', 'Twimg'] as const;
export type MediaStorage = (typeof MEDIA_STORAGES)[number];

/**
 * composer.md §3.1: an attached image, GIF or video. `file` describes the
 * picked file (its `size` in bytes is kept for the size rules of §5.1 and
 * §5.4; a GIF from a picker has the provider's size); the bytes of a local
 * file stay in the media store under `id`. `uploadIds` holds, per source,
 * the id the network gave the upload (Twitter's media id string).
 */
export const mediaFileSchema = z.object({
  id: z.string().check(z.minLength(1)),
  file: z.object({
    name: z.string(),
    type: z.string(),
    size: z.optional(z.int().check(z.nonnegative())),
  }),
  mimeType: z.string(),
  urls: z.optional(z.partialRecord(z.enum(MEDIA_STORAGES), z.string())),
  uploadIds: z.optional(keyedBySource(z.string())),
  width: z.optional(z.number().check(z.nonnegative())),
  height: z.optional(z.number().check(z.nonnegative())),
  /** Seconds (videos). */
  duration: z.optional(z.number().check(z.nonnegative())),
  thumb: z.optional(z.string()),
  /** What the picture shows, for people who cannot see it (Bluesky, X and Lens carry it). */
  alt: z.optional(z.string().check(z.maxLength(MAX_ALT_TEXT_LENGTH))),
  blobRef: z.optional(z.unknown()),
  isRpPayloadImage: z.optional(z.boolean()),
});
export type MediaFile = z.infer<typeof mediaFileSchema>;

export const isGifMedia = (media: Pick<MediaFile, 'mimeType'>): boolean =>
  media.mimeType === 'image/gif';

/** The GIF provider a picked GIF comes from (its Giphy or Tenor URL); a local GIF has none. */
export function gifProviderOf(
  media: Pick<MediaFile, 'mimeType' | 'urls'>,
): GifProvider | undefined {
  if (!isGifMedia(media)) return undefined;
  if (media.urls?.Giphy) return 'giphy';
  if (media.urls?.Tenor) return 'tenor';
  return undefined;
}

/** The size in bytes a media file counts for, when known. */
export const mediaSize = (media: Pick<MediaFile, 'file'>): number | undefined => media.file.size;
