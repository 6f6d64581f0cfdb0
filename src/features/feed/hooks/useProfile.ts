import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { SOURCE_LABELS, type PostSource } from '@/domain/networks';
import type { Channel, Page, Post } from '@/domain/reading/post';
import type { ProfileCategory } from '@/domain/reading/profileCategories';
import { valueOrThrow, type SourceResult } from '@/domain/result';
import { useRuntime } from '@/runtime/RuntimeProvider';
import { readsResolverFor } from '@/features/accounts';
import { useReadingAccount } from '@/features/accounts';
import { NOT_LISTED_CODE, type SourceReads } from '@/sources/reading/sourceReads';

/** Thrown when the network does not list a category (or not for this person): the tab says why. */
export class CategoryNotListed extends Error {}

type ListRead<Item> = (
  reads: SourceReads,
) =>
  | ((
      profileId: string,
      cursor: string | undefined,
      signal: AbortSignal,
    ) => Promise<SourceResult<Page<Item>>>)
  | undefined;

/** The reads each category's list comes from; a network without one cannot list it. */
const POST_READS = {
  feed: (reads) => reads.authorPosts.bind(reads),
  replies: (reads) => reads.authorReplies?.bind(reads),
  media: (reads) => reads.authorMedia?.bind(reads),
  likes: (reads) => reads.authorLikes?.bind(reads),
  collected: (reads) => reads.authorCollected?.bind(reads),
} satisfies Record<Exclude<ProfileCategory, 'channels'>, ListRead<Post>>;

/** The categories that list posts. */
export type PostCategory = keyof typeof POST_READS;

/**
 * One of a person's lists (docs/decisions.md "Profile categories"), a page
 * at a time, read as the first account connected on that network.
 */
function useProfileList<Item>(
  source: PostSource,
  id: string,
  category: ProfileCategory,
  read: ListRead<Item>,
) {
  const runtime = useRuntime();
  const accountId = useReadingAccount(source);
  return useInfiniteQuery({
    // The feed keeps its key from before the categories: what was read stays in the cache.
    queryKey:
      category === 'feed'
        ? ['profile-posts', source, accountId ?? '', id]
        : ['profile-list', category, source, accountId ?? '', id],
    enabled: Boolean(runtime && accountId),
    initialPageParam: undefined as string | undefined,
    queryFn: async ({ pageParam, signal }): Promise<Page<Item>> => {
      if (!runtime || !accountId) throw new Error('No account to read these posts as.');
      const list = read(await readsResolverFor(runtime)({ source, accountId }));
      if (!list) throw new CategoryNotListed(`${SOURCE_LABELS[source]} does not list this.`);
      const answer = await list(id, pageParam, signal);
      if (!answer.ok && answer.error.code === NOT_LISTED_CODE)
        throw new CategoryNotListed(answer.error.message);
      return valueOrThrow(answer);
    },
    getNextPageParam: (last) => last.cursor,
    // A list the network does not give will not come on a second try.
    retry: (count, error) => !(error instanceof CategoryNotListed) && count < 3,
  });
}

/** A person's posts of one category, newest first; the feed is theirs without replies. */
export function useProfilePosts(source: PostSource, id: string, category: PostCategory = 'feed') {
  return useProfileList<Post>(source, id, category, POST_READS[category]);
}

/** The channels a person follows (Farcaster). */
export function useProfileChannels(source: PostSource, id: string) {
  return useProfileList<Channel>(source, id, 'channels', (reads) =>
    reads.profileChannels?.bind(reads),
  );
}

/**
 * The profile id of a handle on a network (a Farcaster username's fid):
 * null when nobody has it.
 */
export function useProfileIdOfHandle(source: PostSource, handle: string) {
  const runtime = useRuntime();
  const accountId = useReadingAccount(source);
  const query = useQuery({
    queryKey: ['profile-id-of-handle', source, accountId ?? '', handle.toLowerCase()],
    enabled: Boolean(runtime && accountId),
    queryFn: async ({ signal }): Promise<string | null> => {
      if (!runtime || !accountId) return null;
      const reads = await readsResolverFor(runtime)({ source, accountId });
      if (!reads.profileIdOfHandle) return null;
      return valueOrThrow(await reads.profileIdOfHandle(handle, signal));
    },
  });
  return { query, hasAccount: accountId !== undefined };
}
