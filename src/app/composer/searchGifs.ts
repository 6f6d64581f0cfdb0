import type { NetworkEndpoints } from '../accounts/networkEndpoints';
import { parseTenorPage, type GifPage } from './tenorResults';

/** composer.md §7.7, §9: a page of the GIF search holds 20. */
export const GIF_PAGE_SIZE = 20;

export type GifProviderConfig = NonNullable<NetworkEndpoints['gifs']>;

/**
 * composer.md §7.7: one page of the provider's search, as the picker asks
 * it: `key`, `q`, `contentfilter high`, `media_filter minimal`, `limit 20`,
 * and `pos` from the previous page's `next`.
 */
export async function searchGifs(options: {
  provider: GifProviderConfig;
  query: string;
  pos?: string;
  signal?: AbortSignal;
}): Promise<GifPage> {
  const params = new URLSearchParams({
    key: options.provider.key,
    q: options.query.trim(),
    contentfilter: 'high',
    media_filter: 'minimal',
    limit: String(GIF_PAGE_SIZE),
    ...(options.pos ? { pos: options.pos } : {}),
  });
  const answer = await fetch(`${options.provider.search}?${params}`, { signal: options.signal });
  if (!answer.ok) throw new Error(`The GIF search failed (${answer.status})`);
  return parseTenorPage(await answer.json());
}
