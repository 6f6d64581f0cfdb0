import { z } from 'zod/mini';
import { call } from './productApi';
import type { OpenGraph } from '@/domain/composer/model/composerPost';

/** composer.md §7.7, §9: a link preview is given up after 30 s. */
export const LINK_PREVIEW_TIMEOUT_MS = 30_000;

const answerSchema = z.object({
  code: z.literal(0),
  data: z.object({
    og: z.object({
      url: z.string(),
      title: z.optional(z.string()),
      description: z.optional(z.string()),
      image: z.optional(z.string()),
      site_name: z.optional(z.string()),
    }),
  }),
});

/**
 * A link's Open Graph card through the product server (`GET /oembed?link=`).
 * Undefined when the page has none or cannot be read: the post simply goes
 * without a card.
 */
export async function fetchLinkPreview(
  apiBase: string,
  link: string,
  signal: AbortSignal,
): Promise<OpenGraph | undefined> {
  const answer = await call({ apiBase }, 'GET', `/oembed?link=${encodeURIComponent(link)}`, {
    schema: answerSchema,
    signal: AbortSignal.any([signal, AbortSignal.timeout(LINK_PREVIEW_TIMEOUT_MS)]),
  }).catch(() => undefined); // given up (30 s) or no longer wanted
  if (!answer?.ok) return undefined;
  const { og } = answer.value.data;
  return {
    url: og.url,
    ...(og.title ? { title: og.title } : {}),
    ...(og.description ? { description: og.description } : {}),
    ...(og.image ? { image: og.image } : {}),
    ...(og.site_name ? { site: og.site_name } : {}),
  };
}
