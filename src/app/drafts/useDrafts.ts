import { useMemo } from 'react';
import type { Draft } from '../../machines/composer/model/draft';
import type { AppRuntime } from '../runtime/openAppRuntime';
import { useRuntime } from '../runtime/RuntimeProvider';
import { useProjection } from '../runtime/useProjection';
import { draftList, draftsProjection, type SavedDraft } from './draftsProjection';

/** Saving and deleting drafts: each an event in the log. */
export function draftActions(runtime: AppRuntime) {
  return {
    save: async (draft: Draft) => {
      await runtime.log.append({
        type: 'DraftSaved',
        aggregateId: draft.draftId,
        payload: { draft },
      });
    },
    remove: async (draftId: string) => {
      await runtime.log.append({
        type: 'DraftDeleted',
        aggregateId: draftId,
        payload: { draftId },
      });
    },
  };
}

/** The drafts list (composer.md §2.6), newest first. */
export function useDrafts(): SavedDraft[] {
  const state = useProjection(useRuntime()?.drafts, draftsProjection.initial);
  return useMemo(() => draftList(state), [state]);
}
