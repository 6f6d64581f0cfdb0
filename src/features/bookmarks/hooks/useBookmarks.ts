import { useInfiniteQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { toggleKeyOf } from '@/domain/actions/toggleIntent';
import type { PostSource } from '@/domain/networks';
import type { Page, Post } from '@/domain/reading/post';
import { valueOrThrow } from '@/domain/result';
import { readsResolverFor, useReadingAccount } from '@/features/accounts';
import { useRuntime } from '@/runtime/RuntimeProvider';
import { useProjection } from '@/runtime/useProjection';
import { togglesProjection } from '@/sync/actions/togglesProjection';
import { removedSinceRead } from '../runtime/removedSinceRead';

/** One bookmark on screen: its post, and when the page it came on was asked for (epoch ms). */
export interface BookmarkRow {
  post: Post;
  readAt: number;
}

/** A post from the reader's bookmarks is bookmarked: X's reads do not say so, the list does. */
const asBookmarked = (post: Post): Post => ({
  ...post,
  viewer: { ...post.viewer, bookmarked: true },
});

/**
 * The reader's bookmarks on one network (reading.md §4.1, §6), newest
 * first, a page at a time, read as the account connected there
 * (`hasAccount` false without one: bookmarks are private to it). `shows`
 * leaves out a row whose bookmark the reader took off once the network
 * confirmed it after that row's page was read (removedSinceRead; each page
 * keeps its own time, as reading on does not read the first pages again).
 */
export function useBookmarks(source: PostSource) {
  const runtime = useRuntime();
  const accountId = useReadingAccount(source);
  const query = useInfiniteQuery({
    queryKey: ['bookmarks', source, accountId ?? ''],
    enabled: Boolean(runtime && accountId),
    initialPageParam: undefined as string | undefined,
    queryFn: async ({ pageParam, signal }): Promise<Page<BookmarkRow>> => {
      if (!runtime || !accountId) throw new Error('No account to read these bookmarks as.');
      const readAt = Date.now();
      const reads = await readsResolverFor(runtime)({ source, accountId });
      if (!reads.bookmarks) throw new Error('This network has no bookmarks.');
      const page = valueOrThrow(await reads.bookmarks(pageParam, signal));
      return { ...page, items: page.items.map((post) => ({ post: asBookmarked(post), readAt })) };
    },
    getNextPageParam: (last) => last.cursor,
  });
  const toggles = useProjection(runtime?.toggles, togglesProjection.initial).toggles;
  const shows = useCallback(
    ({ post, readAt }: BookmarkRow) =>
      accountId === undefined ||
      !removedSinceRead(
        toggles[toggleKeyOf({ source, kind: 'bookmark', target: post.id, accountId })],
        readAt,
      ),
    [toggles, source, accountId],
  );
  return { query, shows, hasAccount: accountId !== undefined };
}
