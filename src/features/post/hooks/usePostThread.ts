import { useEffect, useState } from 'react';
import type { ThreadView } from '@/sources/source';
import { useAccounts } from '@/features/accounts';
import { createSourceResolver } from '@/features/outbox';
import type { AppRuntime } from '@/runtime/openAppRuntime';
import type { PostSource } from '@/domain/networks';

export type PostThreadState =
  | { status: 'loading' }
  | { status: 'no-account' }
  | { status: 'not-found' }
  | { status: 'failed'; message: string }
  | { status: 'ready'; thread: ThreadView };

/**
 * A post with its ancestors and replies, read from its network through the
 * adapter of the first account connected there (networks answer the viewer).
 */
export function usePostThread(
  runtime: AppRuntime | undefined,
  source: PostSource,
  id: string,
): PostThreadState {
  const { accounts } = useAccounts();
  const accountId = accounts.find((a) => a.source === source)?.accountId;
  const key = `${source}:${accountId ?? ''}:${id}`;
  // The answer for one post and account; anything else is still loading.
  const [answer, setAnswer] = useState<{ key: string; state: PostThreadState } | undefined>();
  useEffect(() => {
    if (!runtime || !accountId) return;
    const controller = new AbortController();
    const settle = (state: PostThreadState) => {
      if (!controller.signal.aborted) setAnswer({ key, state });
    };
    void (async () => {
      const adapter = await createSourceResolver(runtime)({ source, accountId });
      if (!adapter) return settle({ status: 'no-account' });
      const thread = await adapter.getThread(id, controller.signal);
      if (!thread.ok) settle({ status: 'failed', message: thread.error.message });
      else if (!thread.value) settle({ status: 'not-found' });
      else settle({ status: 'ready', thread: thread.value });
    })().catch((error: unknown) =>
      settle({ status: 'failed', message: error instanceof Error ? error.message : String(error) }),
    );
    return () => controller.abort();
  }, [runtime, source, id, accountId, key]);
  if (!accountId) return { status: 'no-account' };
  return answer?.key === key ? answer.state : { status: 'loading' };
}
