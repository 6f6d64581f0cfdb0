import type { Draft } from '@/domain/composer/model/draft';
import type { ComposerOpening } from '@/features/compose';
import { restartDraft } from '@/features/drafts';
import type { PostSource } from '@/domain/networks';
import type { ScheduledItemSummary } from './scheduledSummary';

/**
 * composer.md §2.6, §4.9: a Failed scheduled task reopens the composer with
 * only its failed platforms and its content, with the failed-scheduled-post
 * banner. When this device scheduled it, its own draft (with its files) is
 * the content: restarted as a fresh copy (a new draft id, nothing
 * published, no time set) whose posts go to the failed platforms only.
 * Otherwise the text the server kept (display_info.content).
 */
export function failedTaskOpening(
  task: Pick<ScheduledItemSummary, 'text' | 'failedPlatforms'>,
  ownDraft: Draft | undefined,
  fresh: { draftId: string; now: number },
): ComposerOpening {
  const sources: PostSource[] = [...task.failedPlatforms];
  if (!ownDraft) return { text: task.text, sources, isFailedSchedulePost: true };
  const restarted = restartDraft(ownDraft);
  const draft: Draft = {
    ...restarted,
    draftId: fresh.draftId,
    createdAt: fresh.now,
    scheduleTime: null,
    availableProfiles: restarted.availableProfiles.filter((p) => sources.includes(p.source)),
    posts: restarted.posts.map((post) => ({
      ...post,
      availableSources: post.availableSources.filter((source) => sources.includes(source)),
      postContentURI: {},
    })),
  };
  return { draft, sources, isFailedSchedulePost: true };
}
