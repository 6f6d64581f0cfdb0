import { z } from 'zod/mini';
import type { AppEvent } from '../../events/appCatalog';
import type { Projection } from '../../events/projection';
import { draftSchema, type Draft } from '../../machines/composer/model/draft';

export interface SavedDraft {
  draft: Draft;
  /** When it was last saved (epoch ms). */
  savedAt: number;
}

export interface DraftsState {
  drafts: Record<string, SavedDraft>;
}

/** The drafts on this device, from the log (composer.md §2.6). */
export const draftsProjection: Projection<DraftsState, AppEvent> = {
  name: 'drafts',
  version: 1,
  initial: { drafts: {} },
  stateSchema: z.object({
    drafts: z.record(z.string(), z.object({ draft: draftSchema, savedAt: z.number() })),
  }),
  apply(state, event) {
    switch (event.type) {
      case 'DraftSaved': {
        const { draft } = event.payload;
        return { drafts: { ...state.drafts, [draft.draftId]: { draft, savedAt: event.at } } };
      }
      case 'DraftDeleted': {
        if (!(event.payload.draftId in state.drafts)) return state;
        const { [event.payload.draftId]: _deleted, ...rest } = state.drafts;
        return { drafts: rest };
      }
      default:
        return state;
    }
  },
};

/** composer.md §2.6: the drafts list, newest first (by when each was created). */
export const draftList = (state: DraftsState): SavedDraft[] =>
  Object.values(state.drafts).sort((a, b) => b.draft.createdAt - a.draft.createdAt);
