import { useQuery } from '@tanstack/react-query';
import type { ThreadView } from '@/sources/source';
import { useReadingAccount } from '@/features/accounts';
import { createSourceResolver } from '@/features/outbox';
import type { AppRuntime } from '@/runtime/openAppRuntime';
import type { PostSource } from '@/domain/networks';
import { valueOrThrow } from '@/domain/result';

export type PostThreadState =
  | { status: 'loading' }
  | { status: 'no-account' }
  | { status: 'not-found' }
  | { status: 'failed'; message: string }
  | { status: 'ready'; thread: ThreadView };

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * A post with its ancestors and replies, read from its network through the
 * adapter of the first account connected there (networks answer the viewer).
 */
export function usePostThread(
  runtime: AppRuntime | undefined,
  source: PostSource,
  id: string,
): PostThreadState {
  const accountId = useReadingAccount(source);
  const thread = useQuery({
    queryKey: ['thread', source, accountId ?? '', id],
    enabled: Boolean(runtime && accountId),
    queryFn: async ({ signal }): Promise<PostThreadState> => {
      if (!runtime || !accountId) return { status: 'no-account' };
      const adapter = await createSourceResolver(runtime)({ source, accountId });
      if (!adapter) return { status: 'no-account' };
      const answer = await adapter.getThread(id, signal);
      // A failure is the query's error (not kept; a lost connection tried again).
      const found = valueOrThrow(answer);
      return found ? { status: 'ready', thread: found } : { status: 'not-found' };
    },
  });
  if (!accountId) return { status: 'no-account' };
  if (thread.error) return { status: 'failed', message: messageOf(thread.error) };
  return thread.data ?? { status: 'loading' };
}
