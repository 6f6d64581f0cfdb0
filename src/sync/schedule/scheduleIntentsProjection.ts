import { z } from 'zod/mini';
import { POST_SOURCES } from '@/domain/networks';
import type { AppEvent } from '@/events/appCatalog';
import type { Projection } from '@/events/projection';
import { publishPostSchema, publishTargetSchema } from '@/events/types/publishEvents';
import { draftSchema } from '@/domain/composer/model/draft';
import { scheduleCallId } from '../serverCallFor';
import { scheduleFailureMessage } from './scheduleFailureMessage';

const source = z.enum(POST_SOURCES);

const scheduleIntentSchema = z.object({
  id: z.string(),
  groupId: z.string(),
  productAccountId: z.string(),
  /** Epoch ms. */
  scheduleTime: z.number(),
  kind: z.enum(['post', 'reply', 'quote', 'thread']),
  targets: z.array(publishTargetSchema),
  posts: z.array(publishPostSchema),
  replyTo: z.optional(z.partialRecord(source, z.string())),
  quoteOf: z.optional(z.partialRecord(source, z.string())),
  draft: draftSchema,
  createdAt: z.number(),
  /**
   * 'preparing': files, polls and metadata are being stored; 'sending': the
   * create call is in the product-server outbox; 'failed': it will not be a
   * task (`reason` says why, in composer.md §8's words or the server's).
   */
  status: z.enum(['preparing', 'sending', 'failed']),
  /** What is on the product's storage already, by ScheduleFileStored's key. */
  files: z.record(z.string(), z.object({ url: z.string(), uri: z.optional(z.string()) })),
  /** Each post's frame poll once created, by the post's index. */
  framePolls: z.record(z.string(), z.object({ pollId: z.string(), frameUrl: z.string() })),
  reason: z.optional(z.string()),
  /** The server's own words, or what went wrong, for the curious (never shown as the reason). */
  detail: z.optional(z.string()),
  /** The create call failed and will be tried again (offline, server trouble). */
  retrying: z.optional(z.string()),
});
export type ScheduleIntent = z.infer<typeof scheduleIntentSchema>;

const createdSchema = z.object({
  id: z.string(),
  groupId: z.string(),
  taskId: z.string(),
  scheduleTime: z.number(),
  createdAt: z.number(),
});
export type CreatedSchedule = z.infer<typeof createdSchema>;

/** Schedule intents not yet tasks (or that will not be), and the latest that became tasks. */
export interface ScheduleIntentsState {
  open: Record<string, ScheduleIntent>;
  created: Record<string, CreatedSchedule>;
}

/** How many created ones are remembered (the server has them all): the state stays small. */
export const CREATED_KEPT = 50;

const createAnswerSchema = z.object({ data: z.object({ taskId: z.string() }) });

function withCreated(state: ScheduleIntentsState, created: CreatedSchedule): ScheduleIntentsState {
  const { [created.id]: _open, ...open } = state.open;
  const all = [...Object.values(state.created), created]
    .sort((a, b) => b.createdAt - a.createdAt)
    .slice(0, CREATED_KEPT);
  return { open, created: Object.fromEntries(all.map((c) => [c.id, c])) };
}

function updateOpen(
  state: ScheduleIntentsState,
  intentId: string,
  change: (intent: ScheduleIntent) => ScheduleIntent,
): ScheduleIntentsState {
  const intent = state.open[intentId];
  return intent ? { ...state, open: { ...state.open, [intentId]: change(intent) } } : state;
}

/** The intent whose create call this is, if it is one. */
const intentOfCall = (state: ScheduleIntentsState, callId: string) => {
  const intentId = callId.endsWith(':schedule') ? callId.slice(0, -':schedule'.length) : '';
  return intentId && scheduleCallId(intentId) === callId ? state.open[intentId] : undefined;
};

/**
 * composer.md §4.9: the schedule intents of this device, from asked for to
 * created on the product server (with its taskId) or failed with a reason.
 * The Scheduled tab shows the open ones; the composer follows the one it sent.
 */
export const scheduleIntentsProjection: Projection<ScheduleIntentsState, AppEvent> = {
  name: 'scheduleIntents',
  version: 1,
  initial: { open: {}, created: {} },
  stateSchema: z.object({
    open: z.record(z.string(), scheduleIntentSchema),
    created: z.record(z.string(), createdSchema),
  }),
  apply(state, event) {
    switch (event.type) {
      case 'ScheduleRequested': {
        if (state.open[event.id] || state.created[event.id]) return state;
        const { replyTo, quoteOf, ...payload } = event.payload;
        const intent: ScheduleIntent = {
          id: event.id,
          ...payload,
          ...(replyTo ? { replyTo } : {}),
          ...(quoteOf ? { quoteOf } : {}),
          createdAt: event.at,
          status: 'preparing',
          files: {},
          framePolls: {},
        };
        return { ...state, open: { ...state.open, [event.id]: intent } };
      }
      case 'ScheduleFileStored': {
        const { intentId, key, url, uri } = event.payload;
        return updateOpen(state, intentId, (intent) =>
          intent.files[key]
            ? intent
            : { ...intent, files: { ...intent.files, [key]: { url, ...(uri ? { uri } : {}) } } },
        );
      }
      case 'FramePollCreated': {
        const { intentId, index, pollId, frameUrl } = event.payload;
        return updateOpen(state, intentId, (intent) =>
          intent.framePolls[index]
            ? intent
            : { ...intent, framePolls: { ...intent.framePolls, [index]: { pollId, frameUrl } } },
        );
      }
      case 'SchedulePrepared':
        return updateOpen(state, event.payload.intentId, (intent) =>
          intent.status === 'preparing' ? { ...intent, status: 'sending' } : intent,
        );
      case 'SchedulePreparationFailed':
        return updateOpen(state, event.payload.intentId, (intent) => ({
          ...intent,
          status: 'failed',
          reason: event.payload.reason,
        }));
      case 'ScheduleIntentDismissed': {
        if (!state.open[event.payload.intentId]) return state;
        const { [event.payload.intentId]: _gone, ...open } = state.open;
        return { ...state, open };
      }
      case 'ServerCallSucceeded': {
        const intent = intentOfCall(state, event.payload.callId);
        if (!intent) return state;
        const answer = createAnswerSchema.safeParse(event.payload.answer);
        if (!answer.success) {
          return updateOpen(state, intent.id, (i) => ({
            ...i,
            status: 'failed',
            ...scheduleFailureMessage('An answer without a task id'),
          }));
        }
        return withCreated(state, {
          id: intent.id,
          groupId: intent.groupId,
          taskId: answer.data.data.taskId,
          scheduleTime: intent.scheduleTime,
          createdAt: event.at,
        });
      }
      case 'ServerCallFailed': {
        const intent = intentOfCall(state, event.payload.callId);
        if (!intent) return state;
        const { retryable, reason } = event.payload;
        return updateOpen(state, intent.id, (i) =>
          retryable
            ? { ...i, retrying: reason }
            : { ...i, status: 'failed', ...scheduleFailureMessage(reason) },
        );
      }
      default:
        return state;
    }
  },
};

/** Open intents, oldest first. */
export const openScheduleIntents = (state: ScheduleIntentsState): ScheduleIntent[] =>
  Object.values(state.open).sort((a, b) => (a.id < b.id ? -1 : 1));

/** Where the intent the composer sent is: still on its way, created (with its task), or failed. */
export type ScheduleOutcome =
  | { kind: 'pending'; retrying?: string }
  | { kind: 'created'; taskId: string }
  | { kind: 'failed'; reason: string }
  | { kind: 'unknown' };

export function scheduleOutcome(state: ScheduleIntentsState, intentId: string): ScheduleOutcome {
  const created = state.created[intentId];
  if (created) return { kind: 'created', taskId: created.taskId };
  const intent = state.open[intentId];
  if (!intent) return { kind: 'unknown' };
  if (intent.status === 'failed') return { kind: 'failed', reason: intent.reason ?? '' };
  return intent.retrying ? { kind: 'pending', retrying: intent.retrying } : { kind: 'pending' };
}
