import type { ToggleJob } from '@/sync/actions/togglesProjection';

/**
 * Whether a bookmark row leaves the list (docs/decisions-reading.md
 * "Bookmarks removed on their screen"): the reader took the bookmark off,
 * and the network confirmed it after the list was read (`readAt`, epoch
 * ms). Until then the row stays with its button off; a removal confirmed
 * before the read is the network's own business (its list is the truth),
 * and a bookmark pressed on again stays.
 */
export function removedSinceRead(job: ToggleJob | undefined, readAt: number): boolean {
  if (!job || job.kind !== 'bookmark') return false;
  return (
    job.status === 'settled' &&
    !job.wanted &&
    !job.confirmed &&
    job.confirmedAt !== undefined &&
    job.confirmedAt > readAt
  );
}
