import { useInfiniteQuery } from '@tanstack/react-query';
import type { PostSource } from '@/domain/networks';
import type { Page, Post, Profile } from '@/domain/reading/post';
import { valueOrThrow } from '@/domain/result';
import type { SourceResult } from '@/domain/result';
import { readsResolverFor, useReadingAccount } from '@/features/accounts';
import { useRuntime } from '@/runtime/RuntimeProvider';
import type { SourceReads } from '@/sources/reading/sourceReads';

type ListRead<Item> = (
  reads: SourceReads,
) =>
  | ((
      id: string,
      cursor: string | undefined,
      signal: AbortSignal,
    ) => Promise<SourceResult<Page<Item>>>)
  | undefined;

/** The reads each tab's list comes from; a network without one cannot list it. */
const LIST_READS = {
  likes: (reads) => reads.postLikers?.bind(reads),
  reposts: (reads) => reads.postReposters?.bind(reads),
  quotes: (reads) => reads.postQuotes?.bind(reads),
} satisfies Record<string, ListRead<Profile> | ListRead<Post>>;

export type PostTabList = keyof typeof LIST_READS;

/** Thrown when the network has no such list: the tab says so instead of failing. */
export class NotListed extends Error {}

/**
 * One of a post's lists (who liked it, who reposted it, the posts quoting
 * it), a page at a time, read from its network as the person's account there.
 */
function usePostList<Item>(
  source: PostSource,
  id: string,
  kind: PostTabList,
  read: ListRead<Item>,
) {
  const runtime = useRuntime();
  const accountId = useReadingAccount(source);
  const query = useInfiniteQuery({
    queryKey: ['post-list', kind, source, accountId ?? '', id],
    enabled: Boolean(runtime && accountId),
    initialPageParam: undefined as string | undefined,
    queryFn: async ({ pageParam, signal }): Promise<Page<Item>> => {
      if (!runtime || !accountId) throw new Error('No account to read this list as.');
      const list = read(await readsResolverFor(runtime)({ source, accountId }));
      if (!list) throw new NotListed();
      return valueOrThrow(await list(id, pageParam, signal));
    },
    getNextPageParam: (last) => last.cursor,
    // A network that has no such list will not have one on a second try.
    retry: (count, error) => !(error instanceof NotListed) && count < 3,
  });
  return { query, hasAccount: accountId !== undefined };
}

/** The people who liked or reposted a post. */
export function usePostPeople(source: PostSource, id: string, kind: 'likes' | 'reposts') {
  return usePostList<Profile>(source, id, kind, LIST_READS[kind]);
}

/** The posts that quote a post. */
export function usePostQuotes(source: PostSource, id: string) {
  return usePostList<Post>(source, id, 'quotes', LIST_READS.quotes);
}
