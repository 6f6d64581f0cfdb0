import type { Draft } from '@/domain/composer/model/draft';
import type { PublishJobsState } from '@/sync/publish/publishJobsProjection';
import type { DraftsState } from '@/events/projections/draftsProjection';

const mediaIdsOf = (draft: Draft) =>
  draft.posts.flatMap((post) => [...post.images, ...post.videos].map((media) => media.id));

/**
 * The attached files that leave the device with a deleted draft: its own,
 * unless another draft still shows them or an intent was sent with them
 * (the outbox deletes those once every network has them).
 */
export function orphanedDraftMedia(
  deleted: Draft,
  drafts: DraftsState,
  jobs: PublishJobsState,
): string[] {
  const kept = new Set<string>();
  for (const { draft } of Object.values(drafts.drafts)) {
    if (draft.draftId !== deleted.draftId) mediaIdsOf(draft).forEach((id) => kept.add(id));
  }
  for (const intent of Object.values(jobs.intents)) {
    for (const post of intent.posts) (post.localMedia ?? []).forEach((m) => kept.add(m.mediaId));
  }
  return [...new Set(mediaIdsOf(deleted))].filter((id) => !kept.has(id));
}
