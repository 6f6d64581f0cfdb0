import { z } from 'zod/mini';
import type { GifImage, GifItem } from '@/domain/composer/model/gifItem';
import type { GifPage } from './tenorResults';

/** A size as Giphy writes it: a string of digits (a number is taken too). */
const size = z.pipe(
  z.union([z.string().check(z.regex(/^\d+$/)), z.int()]),
  z.transform((value) => Number(value)),
);

/** One rendition (`original`, `fixed_width_small`, `original_still`, …). */
const renditionSchema = z.object({
  url: z.url(),
  width: size,
  height: size,
  size: z.optional(size),
});
type Rendition = z.infer<typeof renditionSchema>;

const resultSchema = z.object({
  id: z.string(),
  title: z.optional(z.string()),
  alt_text: z.optional(z.string()),
  url: z.optional(z.string()),
  images: z.object({
    original: z.optional(renditionSchema),
    fixed_width_small: z.optional(renditionSchema),
    preview_gif: z.optional(renditionSchema),
    original_still: z.optional(renditionSchema),
  }),
});

/** Giphy's search answer; other fields are ignored. */
const answerSchema = z.object({
  data: z.array(z.unknown()),
  pagination: z.optional(
    z.object({
      offset: z.optional(z.number()),
      count: z.optional(z.number()),
      total_count: z.optional(z.number()),
    }),
  ),
});

const imageOf = (rendition: Rendition): GifImage => ({
  url: rendition.url,
  width: rendition.width,
  height: rendition.height,
  ...(rendition.size === undefined ? {} : { size: rendition.size }),
});

/**
 * composer.md §3.11: a page of a Giphy-shaped search answer as GIF items:
 * `images.original` is what is posted, `fixed_width_small` (or
 * `preview_gif`) the grid's animated preview, `original_still` the still.
 * A result without its original is skipped; an answer of another shape
 * throws. The next page starts at `offset + count` while below
 * `total_count`.
 */
export function parseGiphyPage(json: unknown): GifPage {
  const answer = answerSchema.safeParse(json);
  if (!answer.success) throw new Error('The GIF provider answered in an unknown shape');
  const items = answer.data.data.flatMap((raw): GifItem[] => {
    const result = resultSchema.safeParse(raw);
    if (!result.success) return [];
    const { original, fixed_width_small, preview_gif, original_still } = result.data.images;
    if (!original) return [];
    const small = fixed_width_small ?? preview_gif ?? original;
    const title = (result.data.title || result.data.alt_text || 'GIF').replace(/\s+GIF$/i, '');
    return [
      {
        id: result.data.id,
        title: title.trim() || 'GIF',
        url: result.data.url ?? original.url,
        images: {
          original: imageOf(original),
          preview: original_still
            ? imageOf(original_still)
            : { url: small.url, width: original.width, height: original.height },
          preview_gif: imageOf(small),
        },
      },
    ];
  });
  const { offset = 0, count = answer.data.data.length, total_count } = answer.data.pagination ?? {};
  const next = offset + count;
  return {
    items,
    next: total_count !== undefined && next < total_count && count > 0 ? String(next) : undefined,
  };
}
