import type { NetworkEndpoints } from '@/features/accounts';
import { parseGiphyPage } from './giphyResults';
import { parseTenorPage, type GifPage } from './tenorResults';

/** composer.md §7.7, §9: a page of the GIF search holds 20. */
export const GIF_PAGE_SIZE = 20;

/** A GIF provider the product server names: Tenor's search shape, or Giphy's. */
export type GifProviderConfig =
  NonNullable<NetworkEndpoints['gifs']> | NonNullable<NetworkEndpoints['giphy']>;

/**
 * The query of one page in the provider's own words. composer.md §7.7 gives
 * Tenor's: `key`, `q`, `contentfilter high`, `media_filter minimal`, `limit
 * 20`, and `pos` from the previous page's `next`. Giphy's the same way:
 * `api_key`, `q`, `rating g` (its strictest, as `contentfilter high`),
 * `limit 20`, and `offset`.
 */
export function gifSearchParams(
  provider: GifProviderConfig,
  query: string,
  pos?: string,
): URLSearchParams {
  const q = query.trim();
  if (provider.provider === 'giphy') {
    return new URLSearchParams({
      api_key: provider.key,
      q,
      rating: 'g',
      limit: String(GIF_PAGE_SIZE),
      ...(pos ? { offset: pos } : {}),
    });
  }
  return new URLSearchParams({
    key: provider.key,
    q,
    contentfilter: 'high',
    media_filter: 'minimal',
    limit: String(GIF_PAGE_SIZE),
    ...(pos ? { pos } : {}),
  });
}

/** composer.md §7.7: one page of the provider's search, as the picker asks it. */
export async function searchGifs(options: {
  provider: GifProviderConfig;
  query: string;
  pos?: string;
  signal?: AbortSignal;
}): Promise<GifPage> {
  const params = gifSearchParams(options.provider, options.query, options.pos);
  const answer = await fetch(`${options.provider.search}?${params}`, { signal: options.signal });
  if (!answer.ok) throw new Error(`The GIF search failed (${answer.status})`);
  const json: unknown = await answer.json();
  return options.provider.provider === 'giphy' ? parseGiphyPage(json) : parseTenorPage(json);
}
