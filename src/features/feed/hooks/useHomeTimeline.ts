import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { POST_SOURCES, type PostSource } from '@/domain/networks';
import { useAccounts } from '@/features/accounts';
import { useRuntime } from '@/runtime/RuntimeProvider';
import {
  mergeAllTimelinePages,
  nextAllTimelineRead,
  type NetworkAnswer,
  type NetworkRead,
} from '../runtime/allTimelinePages';
import { readHomePage } from '../runtime/readHomePage';
import type { ReadingAccount } from '../runtime/readsResolver';
import { readsResolverFor } from './useReads';

/**
 * A home timeline read as the person's connected accounts (the first on
 * each network): one network's (`/following/{source}`), or all of them
 * merged (`/`, issue 20). Pages live in the query cache, which is kept on
 * the device: what was read opens offline.
 */
export function useHomeTimeline(only?: PostSource) {
  const runtime = useRuntime();
  const { accounts } = useAccounts();
  const readers = useMemo(
    () =>
      POST_SOURCES.filter((source) => !only || source === only).flatMap(
        (source): ReadingAccount[] => {
          const account = accounts.find((a) => a.source === source);
          return account ? [{ source, accountId: account.accountId }] : [];
        },
      ),
    [accounts, only],
  );
  const sources = readers.map((r) => r.source);

  const query = useInfiniteQuery({
    queryKey: ['timeline', 'home', readers.map((r) => `${r.source}:${r.accountId}`)],
    enabled: Boolean(runtime) && readers.length > 0,
    initialPageParam: readers.map((r): NetworkRead => ({ source: r.source })),
    queryFn: async ({ pageParam, signal }): Promise<NetworkAnswer[]> => {
      if (!runtime) return [];
      const resolve = readsResolverFor(runtime);
      return Promise.all(
        pageParam.map((read) => {
          const account = readers.find((r) => r.source === read.source);
          return account
            ? readHomePage(resolve, account, read.cursor, signal)
            : Promise.resolve<NetworkAnswer>({
                source: read.source,
                ok: false,
                message: 'No account here any more.',
              });
        }),
      );
    },
    getNextPageParam: (_last, pages) => nextAllTimelineRead(sources, pages),
  });

  const merged = useMemo(
    () => mergeAllTimelinePages(sources, query.data?.pages ?? []),
    // `sources` follows `readers`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [readers, query.data],
  );
  return { query, merged, hasAccount: readers.length > 0 };
}
