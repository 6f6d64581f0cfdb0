import type { PublishJobsState } from '@/sync/publish/publishJobsProjection';
import type { ScheduleIntentsState } from '@/sync/schedule/scheduleIntentsProjection';
import type { DraftsState } from '@/events/projections/draftsProjection';

/**
 * The attached files a schedule intent no longer needs: it became a task
 * (its files are on the product's storage), and no draft, post on its way
 * or other schedule intent still has them. A failed intent keeps its files
 * (it may be reopened), and so does a dismissed one: it may be in a draft.
 */
export function orphanedScheduleMedia(
  before: ScheduleIntentsState,
  after: ScheduleIntentsState,
  others: { drafts: DraftsState; jobs: PublishJobsState },
): string[] {
  const done = Object.values(before.open).filter(
    (intent) => !after.open[intent.id] && after.created[intent.id],
  );
  if (done.length === 0) return [];
  const kept = new Set<string>();
  for (const { draft } of Object.values(others.drafts.drafts)) {
    for (const post of draft.posts) {
      for (const media of [...post.images, ...post.videos]) kept.add(media.id);
    }
  }
  const intents = [...Object.values(others.jobs.intents), ...Object.values(after.open)];
  for (const intent of intents) {
    for (const post of intent.posts) (post.localMedia ?? []).forEach((m) => kept.add(m.mediaId));
  }
  const ids = done.flatMap((intent) =>
    intent.posts.flatMap((post) => (post.localMedia ?? []).map((m) => m.mediaId)),
  );
  return [...new Set(ids)].filter((id) => !kept.has(id));
}

/** The files open schedule intents (queued or failed) still need. */
export function scheduleMediaIds(state: ScheduleIntentsState): Set<string> {
  return new Set(
    Object.values(state.open).flatMap((intent) =>
      intent.posts.flatMap((post) => (post.localMedia ?? []).map((m) => m.mediaId)),
    ),
  );
}
