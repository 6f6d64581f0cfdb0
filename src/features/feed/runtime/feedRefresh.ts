import type { PostSource } from '@/domain/networks';

export type RefreshFeed = () => Promise<void>;

export interface FeedRefresh {
  /** A feed on screen asks to be refreshed when a post lands on `source`. Returns its removal. */
  register(source: PostSource, refresh: RefreshFeed): () => void;
  /**
   * composer.md §4.6: a post was published on `source`. Refreshes that
   * network's feeds once per burst (a thread lands post by post); a feed
   * that fails to refresh is only logged.
   */
  published(source: PostSource): void;
}

export interface FeedRefreshOptions {
  /** Posts landing within this many ms of the first refresh their feeds once. */
  coalesceMs?: number;
  log?: (message: string, error: unknown) => void;
}

export function createFeedRefresh(options: FeedRefreshOptions = {}): FeedRefresh {
  const coalesceMs = options.coalesceMs ?? 500;
  const log = options.log ?? ((message, error) => console.warn(message, error));
  const feeds = new Map<PostSource, Set<RefreshFeed>>();
  const due = new Set<PostSource>();
  let timer: ReturnType<typeof setTimeout> | undefined;

  const flush = () => {
    timer = undefined;
    const sources = [...due];
    due.clear();
    for (const source of sources) {
      for (const refresh of feeds.get(source) ?? []) {
        refresh().catch((error: unknown) => log(`Could not refresh a ${source} feed:`, error));
      }
    }
  };

  return {
    register(source, refresh) {
      const set = feeds.get(source) ?? new Set();
      set.add(refresh);
      feeds.set(source, set);
      return () => set.delete(refresh);
    },
    published(source) {
      due.add(source);
      timer ??= setTimeout(flush, coalesceMs);
    },
  };
}

/** The page's feeds: each feed view registers here while it is on screen. */
export const feedRefresh = createFeedRefresh();
