import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { PostSource } from '@/domain/networks';
import type { NetworkNotification, ProductNotification } from '@/domain/notifications/notification';
import { recordKey, type NotificationType } from '@/domain/notifications/readRecord';
import type { Page } from '@/domain/reading/post';
import { valueOrThrow } from '@/domain/result';
import { readsResolverFor, useAccounts, useReadingAccount } from '@/features/accounts';
import { useRuntime } from '@/runtime/RuntimeProvider';
import { readProductNotifications, readTipNotifications } from '../runtime/readNewest';
import { recordRead } from '../runtime/recordRead';
import { newestNotificationKey, useReadRecord } from './useNotificationPolls';

/**
 * Opening a tab reads it (reading.md §3.13): once its first page came from
 * the network (not the copy kept on the device), its newest notification
 * is written as read for that profile, and the poll's answer set to it, so
 * the indicator goes and polling starts again.
 */
function useMarkRead(
  type: NotificationType,
  profileId: string | undefined,
  newest: { id: string; at: string } | undefined,
  fresh: boolean,
) {
  const runtime = useRuntime();
  const record = useReadRecord();
  const queryClient = useQueryClient();
  const stored = profileId ? record[recordKey(type, profileId)] : undefined;
  useEffect(() => {
    if (!runtime || !profileId || !newest || !fresh) return;
    queryClient.setQueryData(newestNotificationKey({ type, profileId }), {
      newestId: newest.id,
      newestAt: newest.at,
    });
    if (stored?.latestNotificationId === newest.id) return;
    void recordRead(runtime, {
      type,
      profileId,
      latestNotificationId: newest.id,
      cause: 'opened',
    });
  }, [runtime, queryClient, type, profileId, newest, fresh, stored]);
}

/** One network's notifications for the account read there, newest first, a page at a time. */
export function useNetworkNotifications(source: Exclude<PostSource, 'Twitter'>) {
  const runtime = useRuntime();
  const accountId = useReadingAccount(source);
  const query = useInfiniteQuery({
    queryKey: ['notifications', 'list', source, accountId ?? ''],
    enabled: Boolean(runtime && accountId),
    initialPageParam: undefined as string | undefined,
    queryFn: async ({ pageParam, signal }): Promise<Page<NetworkNotification>> => {
      if (!runtime || !accountId) throw new Error('No account to read these notifications as.');
      const reads = await readsResolverFor(runtime)({ source, accountId });
      if (!reads.notifications) throw new Error('This network has no notifications here.');
      return valueOrThrow(await reads.notifications(pageParam, signal));
    },
    getNextPageParam: (last) => last.cursor,
  });
  useMarkRead(source, accountId, query.data?.pages[0]?.items[0], query.isFetchedAfterMount);
  return { query, hasAccount: accountId !== undefined };
}

/** The product's own notifications for the Polycast account (the general tab). */
export function useProductNotifications() {
  const runtime = useRuntime();
  const { productAccountId } = useAccounts();
  const query = useInfiniteQuery({
    queryKey: ['notifications', 'list', 'general', productAccountId ?? ''],
    enabled: Boolean(runtime && productAccountId),
    initialPageParam: undefined as string | undefined,
    queryFn: async ({ pageParam, signal }): Promise<Page<ProductNotification>> => {
      if (!runtime) throw new Error('Polycast is still opening.');
      return readProductNotifications(runtime, pageParam, signal);
    },
    getNextPageParam: (last) => last.cursor,
  });
  useMarkRead(
    'Schedule',
    productAccountId ?? undefined,
    query.data?.pages[0]?.items[0],
    query.isFetchedAfterMount,
  );
  return { query, signedIn: productAccountId !== null };
}

/** The tips the Polycast account's profiles received (the general tab's Tips, §4.6). */
export function useTipNotifications() {
  const runtime = useRuntime();
  const { productAccountId } = useAccounts();
  const query = useQuery({
    queryKey: ['notifications', 'list', 'tips', productAccountId ?? ''],
    enabled: Boolean(runtime && productAccountId),
    queryFn: ({ signal }) => {
      if (!runtime) throw new Error('Polycast is still opening.');
      return readTipNotifications(runtime, signal);
    },
  });
  useMarkRead('Tips', productAccountId ?? undefined, query.data?.[0], query.isFetchedAfterMount);
  return query;
}
