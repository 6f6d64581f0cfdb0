import { useInfiniteQuery } from '@tanstack/react-query';
import type { PostSource } from '@/domain/networks';
import type { Channel, Page, Post, Profile } from '@/domain/reading/post';
import { valueOrThrow, type SourceResult } from '@/domain/result';
import type { ExploreTab } from '@/domain/routes/exploreTabs';
import { readsResolverFor, useReadingAccount } from '@/features/accounts';
import { useRuntime } from '@/runtime/RuntimeProvider';
import type { SourceReads } from '@/sources/reading/sourceReads';

type SearchRead<Item> = (
  reads: SourceReads,
) =>
  | ((
      query: string,
      cursor: string | undefined,
      signal: AbortSignal,
    ) => Promise<SourceResult<Page<Item>>>)
  | undefined;

/** The read each tab searches with; a network without it cannot search that tab. */
const SEARCH_READS = {
  posts: (reads) => reads.searchPosts?.bind(reads),
  people: (reads) => reads.searchPeople?.bind(reads),
  channels: (reads) => reads.searchChannels?.bind(reads),
} satisfies Record<ExploreTab, SearchRead<Post> | SearchRead<Profile> | SearchRead<Channel>>;

/** Thrown when the network has no such search: the tab says so instead of failing. */
export class NotSearchable extends Error {}

/**
 * One tab's search on one network, a page at a time, as the person's
 * account there; each set of words is its own cache entry, so Back finds
 * its results again.
 */
function useSearch<Item>(
  tab: ExploreTab,
  source: PostSource,
  words: string,
  read: SearchRead<Item>,
) {
  const runtime = useRuntime();
  const accountId = useReadingAccount(source);
  return useInfiniteQuery({
    queryKey: ['explore', tab, source, accountId ?? '', words],
    enabled: Boolean(runtime && accountId),
    initialPageParam: undefined as string | undefined,
    queryFn: async ({ pageParam, signal }): Promise<Page<Item>> => {
      if (!runtime || !accountId) throw new Error('No account to search as.');
      const search = read(await readsResolverFor(runtime)({ source, accountId }));
      if (!search) throw new NotSearchable();
      return valueOrThrow(await search(words, pageParam, signal));
    },
    getNextPageParam: (last) => last.cursor,
    // A network that cannot search will not on a second try.
    retry: (count, error) => !(error instanceof NotSearchable) && count < 3,
  });
}

export const useSearchPosts = (source: PostSource, words: string) =>
  useSearch<Post>('posts', source, words, SEARCH_READS.posts);

export const useSearchPeople = (source: PostSource, words: string) =>
  useSearch<Profile>('people', source, words, SEARCH_READS.people);

export const useSearchChannels = (source: PostSource, words: string) =>
  useSearch<Channel>('channels', source, words, SEARCH_READS.channels);
