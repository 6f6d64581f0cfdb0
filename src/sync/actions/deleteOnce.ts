import { fail, ok, type SourceResult } from '@/domain/result';
import type { Source } from '@/sources/source';

/**
 * Deletes the reader's post so that sending it again is safe (issue 21): a
 * post the network no longer has counts as deleted, so a delete whose
 * answer was lost, sent again, ends well instead of failing. A deleted post
 * cannot come back: asking for that is refused.
 */
export async function deleteOnce(
  source: Source,
  id: string,
  on: boolean,
  signal: AbortSignal,
): Promise<SourceResult<void>> {
  if (!on) return fail({ kind: 'invalid', message: 'A deleted post cannot be restored.' });
  const deleted = await source.deletePost(id, signal);
  if (deleted.ok || deleted.error.kind !== 'invalid') return deleted;
  const still = await source.getPost(id, signal);
  return still.ok && still.value === null ? ok(undefined) : deleted;
}
