import { z } from 'zod/mini';
import type { AppEvent } from '@/events/appCatalog';
import type { Projection } from '@/events/projection';

const followUpSchema = z.object({
  /** When the post was logged (epoch ms). */
  requestedAt: z.number(),
  /** When the product server took it (its create call succeeded), if it has. */
  acceptedAt: z.optional(z.number()),
});
export type AnonymousFollowUp = z.infer<typeof followUpSchema>;

/** The anonymous posts of this device whose end no context has seen yet, by intent id. */
export interface AnonymousFollowUpsState {
  open: Record<string, AnonymousFollowUp>;
}

const without = (state: AnonymousFollowUpsState, intentId: string): AnonymousFollowUpsState => {
  if (!state.open[intentId]) return state;
  const { [intentId]: _settled, ...open } = state.open;
  return { open };
};

/**
 * composer.md §4.3: anonymous posts logged and not settled. One leaves when
 * its end was seen and told (AnonymousPostSettled) or when the server
 * refused it for good (the shell says so then, and its draft is back).
 */
export const anonymousFollowUpsProjection: Projection<AnonymousFollowUpsState, AppEvent> = {
  name: 'anonymousFollowUps',
  version: 1,
  initial: { open: {} },
  stateSchema: z.object({ open: z.record(z.string(), followUpSchema) }),
  apply(state, event) {
    switch (event.type) {
      case 'AnonymousPostRequested':
        if (state.open[event.id]) return state;
        return { open: { ...state.open, [event.id]: { requestedAt: event.at } } };
      case 'ServerCallSucceeded': {
        // The anonymous post's call is the intent itself (its id).
        const followUp = state.open[event.payload.callId];
        if (!followUp || followUp.acceptedAt !== undefined) return state;
        return {
          open: { ...state.open, [event.payload.callId]: { ...followUp, acceptedAt: event.at } },
        };
      }
      case 'ServerCallFailed':
        return event.payload.retryable ? state : without(state, event.payload.callId);
      case 'AnonymousPostSettled':
        return without(state, event.payload.intentId);
      default:
        return state;
    }
  },
};

/**
 * How long after the server took a post its end is still worth following
 * after a reload: its status is asked for 16 s at most (20 × 800 ms), so a
 * post taken longer ago than this was settled, or lost, long before; telling
 * of it now would be news of an old post (docs/decisions-schedule.md).
 */
export const ANONYMOUS_RESUME_WINDOW_MS = 10 * 60_000;

/**
 * The posts to follow again when the app starts: those still on their way
 * to the server (offline, they go when the outbox sends them), and those
 * taken within the window.
 */
export function anonymousPostsToResume(state: AnonymousFollowUpsState, now: number): string[] {
  return Object.entries(state.open)
    .filter(
      ([, followUp]) =>
        followUp.acceptedAt === undefined ||
        now - followUp.acceptedAt <= ANONYMOUS_RESUME_WINDOW_MS,
    )
    .map(([intentId]) => intentId)
    .sort();
}
