import { z } from 'zod/mini';
import type { GifProvider } from '@/domain/capabilities';
import type { MediaFile } from './mediaFile';

const gifImageSchema = z.object({
  url: z.string(),
  width: z.number(),
  height: z.number(),
  size: z.optional(z.number()),
});
export type GifImage = z.infer<typeof gifImageSchema>;

/**
 * composer.md §3.11: a GIF from a provider, normalised: `original` is what
 * is posted, `preview` a still, `preview_gif` the small animated one the
 * picker's grid shows.
 */
export const gifItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  url: z.string(),
  images: z.object({
    original: gifImageSchema,
    preview: gifImageSchema,
    preview_gif: gifImageSchema,
  }),
});
export type GifItem = z.infer<typeof gifItemSchema>;

/**
 * A picked GIF as the post holds it (composer.md §3.1): an image of type
 * GIF whose copy lives at the provider (`urls.Tenor` or `urls.Giphy`), with
 * the provider's size (the size rules of §5.4), its dimensions, its still as
 * `thumb`, and its title as the name (the alt text it is posted with).
 */
export function gifMediaFile(item: GifItem, provider: GifProvider, id: string): MediaFile {
  const { original, preview } = item.images;
  return {
    id,
    file: {
      name: `${item.title || 'GIF'}.gif`,
      type: 'image/gif',
      ...(original.size === undefined ? {} : { size: Math.round(original.size) }),
    },
    mimeType: 'image/gif',
    urls: provider === 'tenor' ? { Tenor: original.url } : { Giphy: original.url },
    width: original.width,
    height: original.height,
    thumb: preview.url,
  };
}
