import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { PostSource } from '@/domain/networks';
import type { Post } from '@/domain/reading/post';
import { valueOrThrow } from '@/domain/result';
import { useReadingAccount } from '@/features/accounts';
import { createSourceResolver } from '@/features/outbox';
import { useRuntime } from '@/runtime/RuntimeProvider';
import { findCachedPost } from '../runtime/findCachedPost';

export type ViewedPostState =
  | { status: 'loading' }
  | { status: 'no-account' }
  | { status: 'not-found' }
  | { status: 'failed'; message: string }
  | { status: 'ready'; post: Post };

/**
 * One post for a screen about it (the media viewer): the copy a timeline,
 * profile or thread already read when there is one, so it opens at once and
 * offline; otherwise read from its network as the person's account there.
 */
export function useViewedPost(source: PostSource, id: string): ViewedPostState {
  const runtime = useRuntime();
  const accountId = useReadingAccount(source);
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: ['post', source, accountId ?? '', id],
    enabled: Boolean(runtime && accountId),
    initialData: () =>
      findCachedPost(
        queryClient.getQueriesData({}).map(([, data]) => data),
        source,
        id,
      ),
    // A post's pictures do not change: what was read stands.
    staleTime: Infinity,
    queryFn: async ({ signal }): Promise<Post | null> => {
      const adapter =
        runtime && accountId ? await createSourceResolver(runtime)({ source, accountId }) : null;
      if (!adapter) throw new Error(`No account to read ${source} as`);
      return valueOrThrow(await adapter.getPost(id, signal));
    },
  });
  if (query.data) return { status: 'ready', post: query.data };
  if (query.data === null) return { status: 'not-found' };
  if (!accountId) return { status: 'no-account' };
  if (query.error) {
    const { error } = query;
    return { status: 'failed', message: error instanceof Error ? error.message : String(error) };
  }
  return { status: 'loading' };
}
