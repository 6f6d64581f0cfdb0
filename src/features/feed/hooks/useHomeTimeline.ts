import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo } from 'react';
import { POST_SOURCES, type PostSource } from '@/domain/networks';
import { useAccounts } from '@/features/accounts';
import { useRuntime } from '@/runtime/RuntimeProvider';
import type { AppRuntime } from '@/runtime/openAppRuntime';
import { useQueryCacheRestored } from '@/runtime/query/cacheRestored';
import { useOnline } from '@/ui/useOnline';
import {
  mergeAllTimelinePages,
  nextAllTimelineRead,
  type NetworkAnswer,
  type NetworkRead,
} from '../runtime/allTimelinePages';
import { feedRefresh } from '../runtime/feedRefresh';
import { newerPosts } from '../runtime/newerPosts';
import { readHomePage } from '../runtime/readHomePage';
import { readsResolverFor, type ReadingAccount } from '@/features/accounts';

/** How often the networks are asked whether there is something new while a timeline is open. */
export const NEW_POSTS_CHECK_MS = 60_000;

function readAll(
  runtime: AppRuntime | undefined,
  readers: readonly ReadingAccount[],
  reads: readonly NetworkRead[],
  signal: AbortSignal,
): Promise<NetworkAnswer[]> {
  if (!runtime) return Promise.resolve([]);
  const resolve = readsResolverFor(runtime);
  return Promise.all(
    reads.map((read) => {
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
}

/**
 * A home timeline read as the person's connected accounts (the first on
 * each network): one network's (`/following/{source}`), or all of them
 * merged (`/`, issue 20). Pages live in the query cache, which is kept on
 * the device: what was read opens offline, at once. What is on screen does
 * not move by itself: a look at the networks' first pages every minute (and
 * when the connection returns, or a post of the person's lands) counts the
 * new posts above it, and `showNewPosts` reads the timeline afresh.
 */
export function useHomeTimeline(only?: PostSource) {
  const runtime = useRuntime();
  const online = useOnline();
  const queryClient = useQueryClient();
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
  const sources = useMemo(() => readers.map((r) => r.source), [readers]);
  const who = useMemo(() => readers.map((r) => `${r.source}:${r.accountId}`), [readers]);
  const firstReads = useMemo(
    () => readers.map((r): NetworkRead => ({ source: r.source })),
    [readers],
  );

  const peekKey = useMemo(() => ['timeline', 'home-peek', who], [who]);

  // The timeline kept on the device comes first: reading before it is back would answer over it.
  const restored = useQueryCacheRestored();
  const query = useInfiniteQuery({
    queryKey: ['timeline', 'home', who],
    enabled: Boolean(runtime) && restored && readers.length > 0,
    initialPageParam: firstReads,
    queryFn: async ({ pageParam, signal }) => {
      const answers = await readAll(runtime, readers, pageParam, signal);
      // A first page is also the freshest look for new posts: the next look is due a minute later.
      if (pageParam.every((read) => read.cursor === undefined))
        queryClient.setQueryData(peekKey, answers);
      return answers;
    },
    getNextPageParam: (_last, pages) => nextAllTimelineRead(sources, pages),
    // Read again only when the person asks (the pill, Try again): never under their eyes.
    staleTime: Infinity,
    refetchOnMount: false,
    refetchOnReconnect: false,
  });
  const hasPosts = Boolean(query.data);

  // Looks again a minute after the last look (a first page read counts as one); a timeline
  // restored from the device is looked at as soon as it opens, the look being kept nowhere.
  const peek = useQuery({
    queryKey: peekKey,
    enabled: Boolean(runtime) && hasPosts && online,
    queryFn: ({ signal }) => readAll(runtime, readers, firstReads, signal),
    refetchInterval: NEW_POSTS_CHECK_MS,
    refetchOnReconnect: 'always',
    staleTime: NEW_POSTS_CHECK_MS,
    meta: { persist: false },
  });

  // A post of the person's that lands on a network shown here is news to look for.
  const { refetch: refetchPeek } = peek;
  useEffect(() => {
    const off = sources.map((source) => feedRefresh.register(source, () => refetchPeek().then()));
    return () => off.forEach((remove) => remove());
  }, [sources, refetchPeek]);

  const merged = useMemo(
    () => mergeAllTimelinePages(sources, query.data?.pages ?? []),
    [sources, query.data],
  );
  const fresh = useMemo(
    () => (peek.data ? mergeAllTimelinePages(sources, [peek.data]).entries : []),
    [sources, peek.data],
  );
  const newPosts = newerPosts(fresh, merged.entries);

  const showNewPosts = useCallback(async () => {
    // From the first page again: the pages read before are dropped, not re-read one by one.
    await queryClient.resetQueries({ queryKey: ['timeline', 'home', who], exact: true });
    window.scrollTo({ top: 0 });
  }, [queryClient, who]);

  return { query, merged, newPosts, showNewPosts, hasAccount: readers.length > 0, online };
}
