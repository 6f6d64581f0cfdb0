import { fail, type SourceResult } from '@/domain/result';
import type { Source } from '@/sources/source';

/**
 * Reports a post through the network's own adapter (reading.md §4.3).
 * Like a delete, a report is only ever switched on: once sent, it cannot
 * be taken back, so asking for that is refused. Sending it again after a
 * lost answer is safe: the adapters' reports are idempotent.
 */
export async function reportOnce(
  source: Source,
  id: string,
  on: boolean,
  signal: AbortSignal,
): Promise<SourceResult<void>> {
  if (!on) return fail({ kind: 'invalid', message: 'A report cannot be taken back.' });
  if (!source.reportPost)
    return fail({ kind: 'invalid', message: 'This network takes no reports from apps.' });
  return source.reportPost(id, signal);
}
