import { z } from 'zod/mini';
import type { GifImage, GifItem } from '@/domain/composer/model/gifItem';

/** One format of a result (`gif`, `tinygif`, …): its file, size in pixels and bytes, and a still. */
const formatSchema = z.object({
  url: z.url(),
  dims: z.tuple([z.number(), z.number()]),
  size: z.optional(z.number()),
  preview: z.optional(z.url()),
});
type Format = z.infer<typeof formatSchema>;

const resultSchema = z.object({
  id: z.string(),
  title: z.optional(z.string()),
  content_description: z.optional(z.string()),
  url: z.optional(z.string()),
  itemurl: z.optional(z.string()),
  media: z.array(z.object({ gif: z.optional(formatSchema), tinygif: z.optional(formatSchema) })),
});

/** Tenor's v1 search answer (composer.md §7.7); other fields are ignored. */
const answerSchema = z.object({
  results: z.array(z.unknown()),
  next: z.optional(z.union([z.string(), z.number()])),
});

export interface GifPage {
  items: GifItem[];
  /** The `pos` of the next page; undefined at the end. */
  next: string | undefined;
}

const imageOf = (format: Format): GifImage => ({
  url: format.url,
  width: format.dims[0],
  height: format.dims[1],
  ...(format.size === undefined ? {} : { size: format.size }),
});

/**
 * composer.md §3.11, §7.7: a page of a Tenor-shaped search answer as GIF
 * items: `media[0].gif` is the original, `tinygif` the grid's animated
 * preview, and `gif.preview` the still. A result missing its GIF is
 * skipped; an answer of another shape throws.
 */
export function parseTenorPage(json: unknown): GifPage {
  const answer = answerSchema.safeParse(json);
  if (!answer.success) throw new Error('The GIF provider answered in an unknown shape');
  const items = answer.data.results.flatMap((raw): GifItem[] => {
    const result = resultSchema.safeParse(raw);
    if (!result.success) return [];
    const { gif, tinygif } = result.data.media[0] ?? {};
    if (!gif) return [];
    const small = tinygif ?? gif;
    const still = gif.preview ?? small.preview ?? small.url;
    return [
      {
        id: result.data.id,
        title: (result.data.title || result.data.content_description || 'GIF').trim(),
        url: result.data.itemurl ?? result.data.url ?? gif.url,
        images: {
          original: imageOf(gif),
          preview: { url: still, width: gif.dims[0], height: gif.dims[1] },
          preview_gif: imageOf(small),
        },
      },
    ];
  });
  const next = answer.data.next === undefined ? '' : String(answer.data.next);
  // Tenor answers an empty `next` (or '0' in some versions) on the last page.
  return { items, next: next && next !== '0' ? next : undefined };
}
