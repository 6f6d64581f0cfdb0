import { useCallback, useEffect, useState } from 'react';
import { fetchNetworkEndpoints } from '@/features/accounts';
import { searchGifs, type GifProviderConfig } from '../runtime/searchGifs';
import type { GifItem } from '@/domain/composer/model/gifItem';

/** composer.md §9: the GIF search waits this long after the last keystroke. */
export const GIF_SEARCH_DEBOUNCE_MS = 300;

/** The providers the product server names (`GET /api/networks` `gifs`, `giphy`), asked once per server. */
const providers = new Map<string, Promise<GifProviderConfig[]>>();

export type GifProviderState =
  | { status: 'loading' }
  | { status: 'ready'; providers: readonly GifProviderConfig[] }
  | { status: 'none' }
  | { status: 'failed'; error: string };

export function useGifProviders(apiBase: string): GifProviderState {
  const [state, setState] = useState<{ apiBase: string; value: GifProviderState }>();
  useEffect(() => {
    let found = providers.get(apiBase);
    if (!found) {
      found = fetchNetworkEndpoints(apiBase).then((endpoints) =>
        [endpoints.gifs, endpoints.giphy].flatMap((provider) => (provider ? [provider] : [])),
      );
      found.catch(() => providers.delete(apiBase));
      providers.set(apiBase, found);
    }
    let live = true;
    found
      .then((offered) => {
        if (live)
          setState({
            apiBase,
            value:
              offered.length > 0 ? { status: 'ready', providers: offered } : { status: 'none' },
          });
      })
      .catch((error: unknown) => {
        if (live)
          setState({
            apiBase,
            value: {
              status: 'failed',
              error: error instanceof Error ? error.message : String(error),
            },
          });
      });
    return () => {
      live = false;
    };
  }, [apiBase]);
  return state?.apiBase === apiBase ? state.value : { status: 'loading' };
}

interface Results {
  key: string;
  items: GifItem[];
  next: string | undefined;
  status: 'done' | 'more' | 'failed';
  error?: string;
}

export interface GifSearch {
  status: 'idle' | 'loading' | 'done' | 'more' | 'failed';
  items: readonly GifItem[];
  hasMore: boolean;
  error: string | undefined;
  /** The next page (`pos` from the last answer), appended; nothing while one is on its way. */
  loadMore(): void;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * composer.md §2.5, §7.7, §9: the GIF search: 300 ms after the last
 * keystroke, 20 a page, more pages on demand; an older answer never
 * replaces a newer one.
 */
export function useGifSearch(provider: GifProviderConfig | undefined, query: string): GifSearch {
  const q = query.trim();
  const key = `${provider?.search ?? ''}|${q}`;
  const [results, setResults] = useState<Results>();

  useEffect(() => {
    if (!provider || !q) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      searchGifs({ provider, query: q, signal: controller.signal })
        .then((page) => {
          if (!controller.signal.aborted)
            setResults({ key, items: page.items, next: page.next, status: 'done' });
        })
        .catch((error: unknown) => {
          if (!controller.signal.aborted)
            setResults({
              key,
              items: [],
              next: undefined,
              status: 'failed',
              error: messageOf(error),
            });
        });
    }, GIF_SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [provider, key, q]);

  const current = results?.key === key ? results : undefined;
  const loadMore = useCallback(() => {
    if (!provider || !current?.next || current.status === 'more') return;
    const pos = current.next;
    setResults({ ...current, status: 'more' });
    searchGifs({ provider, query: q, pos })
      .then((page) =>
        setResults((now) => {
          if (now?.key !== key) return now;
          const seen = new Set(now.items.map((item) => item.id));
          const fresh = page.items.filter((item) => !seen.has(item.id));
          return { key, items: [...now.items, ...fresh], next: page.next, status: 'done' };
        }),
      )
      .catch((error: unknown) =>
        setResults((now) =>
          now?.key === key ? { ...now, status: 'failed', error: messageOf(error) } : now,
        ),
      );
  }, [provider, current, key, q]);

  return {
    status: !q ? 'idle' : (current?.status ?? 'loading'),
    items: q ? (current?.items ?? []) : [],
    hasMore: Boolean(q && current?.next),
    error: current?.error,
    loadMore,
  };
}
