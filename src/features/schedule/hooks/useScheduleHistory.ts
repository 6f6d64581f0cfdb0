import { useInfiniteQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { ProductSession } from '@/runtime/productSession';
import { loadProductSession } from '../runtime/scheduledRuntime';
import type { AppRuntime } from '@/runtime/openAppRuntime';
import type { ScheduleTask } from '@/domain/schedule/scheduleContract';
import { fetchScheduleHistory } from '@/sources/product/scheduleHistoryApi';
import { valueOrThrow } from '@/domain/result';

export interface ScheduleHistory {
  /** undefined while the vault opens; null without a Polycast session. */
  session: ProductSession | null | undefined;
  tasks: ScheduleTask[];
  loading: boolean;
  /** Every page is here. */
  done: boolean;
  error?: string;
  /** When the first page now shown was asked for (epoch ms). */
  fetchedAt: number;
}

const withoutDuplicates = (tasks: ScheduleTask[]) => {
  const seen = new Set<string>();
  return tasks.filter((task) => !seen.has(task.task_uuid) && seen.add(task.task_uuid));
};

/** The query of an account's scheduled tasks (the Scheduled tab's pages). */
export const scheduleHistoryKey = (accountId: string) =>
  ['schedule', 'history', accountId] as const;

/**
 * composer.md §2.6, §7.2: the account's Pending and Failed tasks, a page of
 * 20 at a time (`loadMore` when the list's end is in view), and `reload`
 * (after an edit landed, or back online). The pages are TanStack Query's,
 * kept on the device, so the tab opens with what was last read.
 */
export function useScheduleHistory(runtime: AppRuntime | undefined) {
  const [session, setSession] = useState<ProductSession | null>();

  // The session from the vault: the pages are the Polycast account's.
  useEffect(() => {
    if (!runtime) return;
    let live = true;
    void loadProductSession(runtime)
      .catch(() => undefined)
      .then((found) => live && setSession(found ?? null));
    return () => {
      live = false;
    };
  }, [runtime]);

  const pages = useInfiniteQuery({
    queryKey: scheduleHistoryKey(session?.accountId ?? ''),
    enabled: Boolean(runtime && session),
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam, signal }) => {
      const askedAt = Date.now();
      const api = { apiBase: runtime?.apiBase ?? '', token: session?.token ?? '' };
      const page = valueOrThrow(await fetchScheduleHistory(api, pageParam, signal));
      return { ...page, askedAt };
    },
    getNextPageParam: (last) => last.cursor ?? undefined,
  });

  const { data, error, isFetching, hasNextPage, isFetchingNextPage, fetchNextPage, refetch } =
    pages;
  const history = useMemo<ScheduleHistory>(
    () => ({
      session,
      tasks: withoutDuplicates(data?.pages.flatMap((page) => page.tasks) ?? []),
      loading: isFetching,
      done: data !== undefined && !hasNextPage,
      ...(error ? { error: error.message } : {}),
      fetchedAt: data?.pages[0]?.askedAt ?? 0,
    }),
    [session, data, error, isFetching, hasNextPage],
  );

  return {
    history,
    loadMore: useCallback(() => {
      if (hasNextPage && !isFetchingNextPage && !error) void fetchNextPage();
    }, [hasNextPage, isFetchingNextPage, error, fetchNextPage]),
    reload: useCallback(() => void refetch(), [refetch]),
  };
}
