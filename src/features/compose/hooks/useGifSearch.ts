import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useDebouncedValue } from '@/ui/useDebouncedValue';
import { networkEndpointsQuery } from '@/features/accounts';
import { searchGifs, type GifProviderConfig } from '../runtime/searchGifs';
import type { GifPage } from '../runtime/tenorResults';
import type { GifItem } from '@/domain/composer/model/gifItem';

/** composer.md §9: the GIF search waits this long after the last keystroke. */
export const GIF_SEARCH_DEBOUNCE_MS = 300;

export type GifProviderState =
  | { status: 'loading' }
  | { status: 'ready'; providers: readonly GifProviderConfig[] }
  | { status: 'none' }
  | { status: 'failed'; error: string };

/** The providers the product server names (`GET /api/networks` `gifs`, `giphy`). */
export function useGifProviders(apiBase: string): GifProviderState {
  const endpoints = useQuery({
    ...networkEndpointsQuery(apiBase),
    select: (answer) =>
      [answer.gifs, answer.giphy].flatMap((provider) => (provider ? [provider] : [])),
  });
  if (endpoints.data)
    return endpoints.data.length > 0
      ? { status: 'ready', providers: endpoints.data }
      : { status: 'none' };
  if (endpoints.error) return { status: 'failed', error: endpoints.error.message };
  return { status: 'loading' };
}

export interface GifSearch {
  status: 'idle' | 'loading' | 'done' | 'more' | 'failed';
  items: readonly GifItem[];
  hasMore: boolean;
  error: string | undefined;
  /** The next page (`pos` from the last answer), appended; nothing while one is on its way. */
  loadMore(): void;
}

/** Each GIF once, in the order the pages gave them. */
const eachOnce = (pages: readonly GifPage[]) => {
  const seen = new Set<string>();
  return pages
    .flatMap((page) => page.items)
    .filter((item) => !seen.has(item.id) && seen.add(item.id));
};

/**
 * composer.md §2.5, §7.7, §9: the GIF search: 300 ms after the last
 * keystroke, 20 a page, more pages on demand; an older answer never
 * replaces a newer one (each query is its own entry in the query cache).
 */
export function useGifSearch(provider: GifProviderConfig | undefined, query: string): GifSearch {
  const q = query.trim();
  const asked = useDebouncedValue(q, GIF_SEARCH_DEBOUNCE_MS);
  const search = useInfiniteQuery({
    queryKey: ['gifs', provider?.search ?? '', asked],
    enabled: Boolean(provider && asked),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      searchGifs({
        provider: provider as GifProviderConfig, // enabled only with a provider
        query: asked,
        signal,
        ...(pageParam ? { pos: pageParam } : {}),
      }),
    getNextPageParam: (last) => last.next,
  });
  const { data, error, hasNextPage, isFetchingNextPage, fetchNextPage } = search;
  const settled = q !== '' && q === asked;
  const items = useMemo(() => (settled && data ? eachOnce(data.pages) : []), [settled, data]);
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const status: GifSearch['status'] = !q
    ? 'idle'
    : !settled || (!data && !error)
      ? 'loading'
      : error
        ? 'failed'
        : isFetchingNextPage
          ? 'more'
          : 'done';
  return {
    status,
    items,
    hasMore: settled && Boolean(hasNextPage),
    error: settled ? error?.message : undefined,
    loadMore,
  };
}
