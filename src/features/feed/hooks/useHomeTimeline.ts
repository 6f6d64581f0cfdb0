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
import { firstLook } from '../runtime/firstLook';
import { newerPosts } from '../runtime/newerPosts';
import { readHomePage } from '../runtime/readHomePage';
import { readsResolverFor, type ReadingAccount } from '@/features/accounts';

/** The first page's answers as they came, and whether all of them are in. */
interface FirstAnswers {
  came: NetworkAnswer[];
  all: boolean;
}

/** How often the networks are asked whether there is something new while a timeline is open. */
export const NEW_POSTS_CHECK_MS = 60_000;

function readAll(
  runtime: AppRuntime | undefined,
  readers: readonly ReadingAccount[],
  reads: readonly NetworkRead[],
  signal: AbortSignal,
  /** Each network's answer as it comes, before the others'. */
  onAnswer?: (answer: NetworkAnswer) => void,
): Promise<NetworkAnswer[]> {
  if (!runtime) return Promise.resolve([]);
  const resolve = readsResolverFor(runtime);
  return Promise.all(
    reads.map(async (read) => {
      const account = readers.find((r) => r.source === read.source);
      const answer: NetworkAnswer = account
        ? await readHomePage(resolve, account, read.cursor, signal)
        : { source: read.source, ok: false, message: 'No account here any more.' };
      onAnswer?.(answer);
      return answer;
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
  const firstLookKey = useMemo(() => ['timeline', 'home-first-look', who], [who]);

  // The timeline kept on the device comes first: reading before it is back would answer over it.
  const restored = useQueryCacheRestored();
  const query = useInfiniteQuery({
    queryKey: ['timeline', 'home', who],
    enabled: Boolean(runtime) && restored && readers.length > 0,
    initialPageParam: firstReads,
    queryFn: async ({ pageParam, signal }) => {
      const first = pageParam.every((read) => read.cursor === undefined);
      // The first page's answers are shown as they come, once all but one network are in.
      if (first) queryClient.setQueryData<FirstAnswers>(firstLookKey, { came: [], all: false });
      const answers = await readAll(runtime, readers, pageParam, signal, (answer) => {
        if (first)
          queryClient.setQueryData<FirstAnswers>(firstLookKey, (look) => ({
            came: [...(look?.came ?? []), answer],
            all: false,
          }));
      });
      // Every network is in: the page itself is shown from now on, not the look.
      if (first) queryClient.setQueryData<FirstAnswers>(firstLookKey, { came: answers, all: true });
      // A first page is also the freshest look for new posts: the next look is due a minute later.
      if (first) queryClient.setQueryData(peekKey, answers);
      return answers;
    },
    getNextPageParam: (_last, pages) => nextAllTimelineRead(sources, pages),
    // Read again only when the person asks (the pill, Try again): never under their eyes.
    staleTime: Infinity,
    refetchOnMount: false,
    refetchOnReconnect: false,
  });
  const hasPosts = Boolean(query.data);

  // What the first page's quicker networks said while the slowest is still reading: the
  // answers are only in memory (the page with every network is what is kept).
  const firstAnswers = useQuery<FirstAnswers>({
    queryKey: firstLookKey,
    queryFn: () => ({ came: [], all: false }),
    enabled: false,
    staleTime: Infinity,
    meta: { persist: false },
  }).data;

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
  const look = useMemo(
    () =>
      query.data || !firstAnswers || firstAnswers.all
        ? undefined
        : firstLook(sources, firstAnswers.came),
    [sources, query.data, firstAnswers],
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

  return {
    query,
    merged,
    /** The quicker networks' posts while the first page waits for the slowest (see firstLook). */
    firstLook: look,
    newPosts,
    showNewPosts,
    hasAccount: readers.length > 0,
    online,
  };
}
