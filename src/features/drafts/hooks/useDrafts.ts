import { useMemo } from 'react';
import type { Draft } from '@/domain/composer/model/draft';
import { DRAFT_ID_MISSING, POST_MISSING } from '@/domain/messages/publishing';
import type { AppRuntime } from '@/runtime/openAppRuntime';
import { useRuntime } from '@/runtime/RuntimeProvider';
import { useProjection } from '@/runtime/useProjection';
import {
  draftList,
  draftsProjection,
  type SavedDraft,
} from '@/events/projections/draftsProjection';
import { orphanedDraftMedia } from '../runtime/orphanedDraftMedia';
import { scheduleIntentsOf, scheduleMediaIds } from '@/features/schedule';

/** Saving and deleting drafts: each an event in the log. */
export function draftActions(runtime: AppRuntime) {
  return {
    save: async (draft: Draft) => {
      // composer.md §8 (event reporting): a draft event names its draft.
      if (!draft.draftId) throw new Error(DRAFT_ID_MISSING);
      if (draft.posts.length === 0) throw new Error(POST_MISSING);
      await runtime.log.append({
        type: 'DraftSaved',
        aggregateId: draft.draftId,
        payload: { draft },
      });
    },
    remove: async (draftId: string) => {
      if (!draftId) throw new Error(DRAFT_ID_MISSING);
      const deleted = runtime.drafts.getState().drafts[draftId]?.draft;
      await runtime.log.append({
        type: 'DraftDeleted',
        aggregateId: draftId,
        payload: { draftId },
      });
      if (!deleted) return;
      // Its files leave the device too, unless another draft or a sent post still has them.
      const drafts = await runtime.drafts.catchUp();
      // A scheduled post's files stay until its task exists (src/features/schedule/runtime/startScheduleOutbox.ts).
      const scheduled = await (await scheduleIntentsOf(runtime)).catchUp();
      const orphans = orphanedDraftMedia(
        deleted,
        drafts,
        await runtime.publishJobs.catchUp(),
      ).filter((id) => !scheduleMediaIds(scheduled).has(id));
      if (orphans.length === 0) return;
      const media = await runtime.media();
      await Promise.all(orphans.map((id) => media.delete(id)));
    },
  };
}

/** The drafts list (composer.md §2.6), newest first. */
export function useDrafts(): SavedDraft[] {
  const state = useProjection(useRuntime()?.drafts, draftsProjection.initial);
  return useMemo(() => draftList(state), [state]);
}
