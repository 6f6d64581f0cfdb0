import { z } from 'zod/mini';
import type { AppEvent } from '@/events/appCatalog';
import type { Projection } from '@/events/projection';
import {
  FAILED_TO_DELETE_SCHEDULED_POST,
  FAILED_TO_UPDATE_SCHEDULED_POST,
} from '@/domain/messages/composer';

const editSchema = z.object({
  /** The intent's event id: its server call's id. */
  intentId: z.string(),
  kind: z.enum(['update', 'delete']),
  /** The new time (epoch ms), for an update. */
  publishTime: z.optional(z.number()),
  /** Asked for at (epoch ms). */
  at: z.number(),
  /** 'queued': in the outbox; 'done': the server did it; 'failed': refused for good. */
  status: z.enum(['queued', 'done', 'failed']),
  /** When the server did it (epoch ms): the list fetched before then is stale. */
  doneAt: z.optional(z.number()),
  /** Why it failed, as the outbox logged it (e.g. 'HTTP 400: …'). */
  reason: z.optional(z.string()),
  /** The last failure of a call that will be tried again (offline, server trouble). */
  retrying: z.optional(z.string()),
});
export type ScheduleEdit = z.infer<typeof editSchema>;

/** The latest edit of each scheduled task made on this device, by task uuid. */
export interface ScheduleEditsState {
  edits: Record<string, ScheduleEdit>;
}

function withEdit(
  state: ScheduleEditsState,
  callId: string,
  change: (edit: ScheduleEdit) => ScheduleEdit,
): ScheduleEditsState {
  const found = Object.entries(state.edits).find(([, edit]) => edit.intentId === callId);
  if (!found) return state;
  const [taskUUID, edit] = found;
  return { edits: { ...state.edits, [taskUUID]: change(edit) } };
}

/**
 * composer.md §4.9: the edits (new time, delete) of scheduled tasks asked
 * for on this device, and how each went. The Scheduled tab shows a queued
 * edit at once, refetches once one is done, and says why one failed. Only
 * the latest edit of a task counts: it supersedes an unsent older one in
 * the outbox too.
 */
export const scheduleEditsProjection: Projection<ScheduleEditsState, AppEvent> = {
  name: 'scheduleEdits',
  version: 1,
  initial: { edits: {} },
  stateSchema: z.object({ edits: z.record(z.string(), editSchema) }),
  apply(state, event) {
    switch (event.type) {
      case 'ScheduleUpdateRequested':
      case 'ScheduleDeleteRequested': {
        const update = event.type === 'ScheduleUpdateRequested';
        const edit: ScheduleEdit = {
          intentId: event.id,
          kind: update ? 'update' : 'delete',
          ...(update ? { publishTime: event.payload.publishTime } : {}),
          at: event.at,
          status: 'queued',
        };
        return { edits: { ...state.edits, [event.payload.taskUUID]: edit } };
      }
      case 'ServerCallSucceeded':
        return withEdit(state, event.payload.callId, ({ retrying: _r, ...edit }) => ({
          ...edit,
          status: 'done',
          doneAt: event.at,
        }));
      case 'ServerCallFailed': {
        const { retryable, reason } = event.payload;
        return withEdit(state, event.payload.callId, ({ retrying: _r, ...edit }) =>
          retryable ? { ...edit, retrying: reason } : { ...edit, status: 'failed', reason },
        );
      }
      default:
        return state;
    }
  },
};

/**
 * composer.md §8: 'Failed to update scheduled post.' or 'Failed to delete
 * scheduled post.', followed by the server's own words where it gave some
 * (the outbox logs them as 'HTTP 400: …'); a bare status adds nothing.
 */
export function scheduleEditFailure(kind: ScheduleEdit['kind'], reason?: string): string {
  const base =
    kind === 'update' ? FAILED_TO_UPDATE_SCHEDULED_POST : FAILED_TO_DELETE_SCHEDULED_POST;
  const words = (reason ?? '')
    .replace(/^HTTP \d{3}(: )?/, '')
    .replace(/^code -?\d+$/, '')
    .trim();
  return words ? `${base} ${words}` : base;
}
