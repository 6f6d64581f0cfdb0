import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { PostSource } from '@/domain/networks';
import type { Profile } from '@/domain/reading/post';
import { valueOrThrow } from '@/domain/result';
import { createSourceResolver } from '@/features/outbox';
import { useRuntime } from '@/runtime/RuntimeProvider';
import { readsResolverFor } from '@/features/accounts';
import { useReadingAccount } from '@/features/accounts';

/**
 * A person's profile on a network (reading.md §3.2): name, handle, pictures,
 * bio, counts and how the signed-in person relates to them. `null` when the
 * network knows no such person.
 */
export function useProfile(source: PostSource, id: string) {
  const runtime = useRuntime();
  const accountId = useReadingAccount(source);
  const query = useQuery({
    queryKey: ['profile', source, accountId ?? '', id],
    enabled: Boolean(runtime && accountId),
    queryFn: async ({ signal }): Promise<Profile | null> => {
      if (!runtime || !accountId) return null;
      const adapter = await createSourceResolver(runtime)({ source, accountId });
      if (!adapter) throw new Error('No account to read this profile as.');
      return valueOrThrow(await adapter.getProfile(id, signal));
    },
  });
  return { query, hasAccount: accountId !== undefined };
}

/** A person's posts (no replies), newest first, a page at a time. */
export function useProfilePosts(source: PostSource, id: string) {
  const runtime = useRuntime();
  const accountId = useReadingAccount(source);
  return useInfiniteQuery({
    queryKey: ['profile-posts', source, accountId ?? '', id],
    enabled: Boolean(runtime && accountId),
    initialPageParam: undefined as string | undefined,
    queryFn: async ({ pageParam, signal }) => {
      if (!runtime || !accountId) throw new Error('No account to read these posts as.');
      const reads = await readsResolverFor(runtime)({ source, accountId });
      return valueOrThrow(await reads.authorPosts(id, pageParam, signal));
    },
    getNextPageParam: (last) => last.cursor,
  });
}
