import { useCallback } from 'react';
import type { Post } from '@/domain/reading/post';
import { useAccounts } from '@/features/accounts';
import { useRuntime } from '@/runtime/RuntimeProvider';
import { useProjectionPart } from '@/runtime/useProjection';
import type { TogglesState } from '@/sync/actions/togglesProjection';

/** A post deleted by one of the reader's accounts, as one string (its parts kept apart as JSON). */
const deletionOf = (source: string, accountId: string, target: string) =>
  JSON.stringify([source, accountId, target]);

const deletionsByState = new WeakMap<TogglesState, ReadonlySet<string>>();
/** The set last answered: answered again while the deletions are the same ones. */
let lastDeletions: ReadonlySet<string> | undefined;

/**
 * The posts the reader deleted, worked out once per state of the toggles
 * projection (every row asks), and the same set object until a delete is
 * pressed or refused: a like pressed elsewhere re-renders no row.
 */
function deletionsIn(state: TogglesState): ReadonlySet<string> {
  const known = deletionsByState.get(state);
  if (known) return known;
  const found = new Set<string>();
  for (const job of Object.values(state.toggles))
    if (job.kind === 'delete' && job.wanted)
      found.add(deletionOf(job.source, job.accountId, job.target));
  const previous = lastDeletions;
  const same =
    previous !== undefined &&
    previous.size === found.size &&
    [...found].every((deletion) => previous.has(deletion));
  const result = same ? previous : found;
  lastDeletions = result;
  deletionsByState.set(state, result);
  return result;
}

const NONE: ReadonlySet<string> = new Set();

/**
 * Whether the reader deleted a post of theirs (issue 21): from the moment
 * they confirm it, whether or not the network has it yet, until a refusal
 * brings it back. Lists leave such posts out.
 */
export function useDeletedPosts(): (post: Pick<Post, 'source' | 'id'>) => boolean {
  const runtime = useRuntime();
  const { accounts } = useAccounts();
  const deletions = useProjectionPart(runtime?.toggles, deletionsIn, NONE);
  return useCallback(
    (post) =>
      accounts.some(
        (account) =>
          account.source === post.source &&
          deletions.has(deletionOf(post.source, account.accountId, post.id)),
      ),
    [accounts, deletions],
  );
}
