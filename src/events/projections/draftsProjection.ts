import { z } from 'zod/mini';
import type { AppEvent } from '../appCatalog';
import type { Projection } from '../projection';
import { draftSchema, type Draft } from '@/domain/composer/model/draft';

export interface SavedDraft {
  draft: Draft;
  /** When it was last saved (epoch ms). */
  savedAt: number;
  /** It was sent anonymously and the product server refused it (that call, and why). */
  notSent?: { callId: string; reason: string };
}

export interface DraftsState {
  drafts: Record<string, SavedDraft>;
  /** Anonymous posts on their way to the product server, by call id: their drafts. */
  sending?: Record<string, Draft>;
}

const notSentSchema = z.object({ callId: z.string(), reason: z.string() });

/** The state without this anonymous post on its way (it was taken, or refused). */
function withoutSending(state: DraftsState, callId: string): DraftsState {
  if (!state.sending?.[callId]) return state;
  const { [callId]: _done, ...sending } = state.sending;
  return { ...state, sending };
}

/** The drafts on this device, from the log (composer.md §2.6). */
export const draftsProjection: Projection<DraftsState, AppEvent> = {
  name: 'drafts',
  version: 2,
  initial: { drafts: {} },
  stateSchema: z.object({
    drafts: z.record(
      z.string(),
      z.object({ draft: draftSchema, savedAt: z.number(), notSent: z.optional(notSentSchema) }),
    ),
    sending: z.optional(z.record(z.string(), draftSchema)),
  }),
  apply(state, event) {
    switch (event.type) {
      case 'DraftSaved': {
        const { draft } = event.payload;
        return {
          ...state,
          drafts: { ...state.drafts, [draft.draftId]: { draft, savedAt: event.at } },
        };
      }
      case 'DraftDeleted': {
        if (!(event.payload.draftId in state.drafts)) return state;
        const { [event.payload.draftId]: _deleted, ...rest } = state.drafts;
        return { ...state, drafts: rest };
      }
      // An anonymous post carries its draft; if the product server refuses it, it is a draft again.
      case 'AnonymousPostRequested':
        return { ...state, sending: { ...state.sending, [event.id]: event.payload.draft } };
      case 'ServerCallSucceeded':
        return withoutSending(state, event.payload.callId);
      case 'ServerCallFailed': {
        const { callId, retryable, reason } = event.payload;
        const draft = state.sending?.[callId];
        if (!draft || retryable) return state;
        const restored = { draft, savedAt: event.at, notSent: { callId, reason } };
        return {
          ...withoutSending(state, callId),
          drafts: { ...state.drafts, [draft.draftId]: restored },
        };
      }
      default:
        return state;
    }
  },
};

/** composer.md §2.6: the drafts list, newest first (by when each was created). */
export const draftList = (state: DraftsState): SavedDraft[] =>
  Object.values(state.drafts).sort((a, b) => b.draft.createdAt - a.draft.createdAt);
