import { useCallback } from 'react';
import { toggleKeyOf } from '@/domain/actions/toggleIntent';
import type { Post } from '@/domain/reading/post';
import { useAccounts } from '@/features/accounts';
import { useRuntime } from '@/runtime/RuntimeProvider';
import { useProjection } from '@/runtime/useProjection';
import { togglesProjection } from '@/sync/actions/togglesProjection';

/**
 * Whether the reader deleted a post of theirs (issue 21): from the moment
 * they confirm it, whether or not the network has it yet, until a refusal
 * brings it back. Lists leave such posts out.
 */
export function useDeletedPosts(): (post: Pick<Post, 'source' | 'id'>) => boolean {
  const runtime = useRuntime();
  const { accounts } = useAccounts();
  const state = useProjection(runtime?.toggles, togglesProjection.initial);
  return useCallback(
    (post) =>
      accounts.some(
        (account) =>
          account.source === post.source &&
          state.toggles[
            toggleKeyOf({
              source: post.source,
              accountId: account.accountId,
              kind: 'delete',
              target: post.id,
            })
          ]?.wanted === true,
      ),
    [accounts, state],
  );
}
