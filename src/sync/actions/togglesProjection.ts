import { z } from 'zod/mini';
import { POST_SOURCES } from '@/domain/networks';
import { ACTION_KINDS, ONE_WAY_KINDS, type ActionKind } from '@/domain/actions/toggleIntent';
import type { EventFor } from '@/events/eventCatalog';
import type { Projection } from '@/events/projection';
import type { actionDefinitions } from '@/events/types/actionEvents';

export type ToggleEvent = EventFor<(typeof actionDefinitions)[number]>;

const toggleStatus = z.enum([
  /** The network is as the reader left it: nothing to send. */
  'settled',
  /** A call is needed; due from `retryAt`. */
  'waiting',
  /** A call began and no outcome was logged (the executor may have died): send it again. */
  'attempting',
  /** The network refused the last call: the switch went back, and the reader was told. */
  'refused',
]);
export type ToggleStatus = z.infer<typeof toggleStatus>;

const toggleSchema = z.object({
  /** toggleKeyOf: also the events' aggregate id. */
  key: z.string(),
  source: z.enum(POST_SOURCES),
  accountId: z.string(),
  kind: z.enum(ACTION_KINDS),
  target: z.string(),
  /** The reader's last press: the state the network must end in. */
  wanted: z.boolean(),
  /** The network's state as last known: confirmed by it, or as the screen showed it. */
  confirmed: z.boolean(),
  /**
   * A call since the network last confirmed a state may have changed it
   * unseen (its answer was lost, or its executor died mid-call): the network
   * may no longer be `confirmed`.
   */
  unsure: z.optional(z.boolean()),
  /**
   * Refused or given up while `unsure`: the screen went back to `confirmed`,
   * and that state is being sent once more so the network holds it too.
   */
  restoring: z.optional(z.boolean()),
  status: toggleStatus,
  /** Calls sent since the reader last pressed. */
  attempts: z.int(),
  /** Calls sent in all. */
  totalAttempts: z.int(),
  /** Failures since the reader last pressed: the backoff's step. */
  failures: z.int(),
  /** Epoch ms: not sent before. */
  retryAt: z.number(),
  /** The first press since the network last matched what the reader wanted. */
  pressedAt: z.number(),
  /** When the network last confirmed a state. */
  confirmedAt: z.optional(z.number()),
  lastError: z.optional(
    z.object({
      reason: z.string(),
      kind: z.string(),
      code: z.optional(z.string()),
      retryable: z.boolean(),
      at: z.number(),
    }),
  ),
});
export type ToggleJob = z.infer<typeof toggleSchema>;

export interface TogglesState {
  toggles: Record<string, ToggleJob>;
}

/** How long a settled switch stays in the projection: long enough for every read to catch up. */
export const SETTLED_TOGGLE_KEPT_MS = 24 * 60 * 60 * 1000;

const ONE_WAY: ReadonlySet<ActionKind> = new Set(ONE_WAY_KINDS);

const isOpen = (toggle: ToggleJob) => toggle.status === 'waiting' || toggle.status === 'attempting';

/** Forgets switches settled longer ago than SETTLED_TOGGLE_KEPT_MS: the log keeps them. */
function pruneSettled(state: TogglesState, now: number): TogglesState {
  const stale = Object.values(state.toggles).filter(
    (toggle) =>
      !isOpen(toggle) &&
      Math.max(toggle.confirmedAt ?? 0, toggle.lastError?.at ?? 0, toggle.pressedAt) <
        now - SETTLED_TOGGLE_KEPT_MS,
  );
  if (stale.length === 0) return state;
  const toggles = { ...state.toggles };
  for (const toggle of stale) delete toggles[toggle.key];
  return { toggles };
}

/** After the network's state changed or a press: settled when it matches, else due at once. */
function reconsidered(toggle: ToggleJob, at: number): ToggleJob {
  if (toggle.wanted === toggle.confirmed && !toggle.unsure) return { ...toggle, status: 'settled' };
  return { ...toggle, status: 'waiting', retryAt: at };
}

function update(
  state: TogglesState,
  key: string,
  change: (toggle: ToggleJob) => ToggleJob,
): TogglesState {
  const toggle = state.toggles[key];
  if (!toggle) return state;
  return { toggles: { ...state.toggles, [key]: change(toggle) } };
}

/**
 * Every switch the reader pressed (issue 21), one job per switch and
 * account: what the network must end in, what it is known to be in, and
 * whether a call is due. Presses that cancel out leave nothing to send.
 */
export const togglesProjection: Projection<TogglesState, ToggleEvent> = {
  name: 'toggles',
  // 2: `unsure` (a call whose outcome is not known keeps an undo from counting as settled);
  // 3: with the delete of one's own post among the kinds;
  // 4: with channel blocks and reports among them;
  // 5: `unsure` only after a lost answer or a cut-short call, and `restoring`
  // (a refusal after one sends the state shown back).
  version: 5,
  initial: { toggles: {} },
  stateSchema: z.object({ toggles: z.record(z.string(), toggleSchema) }),
  apply(state, event) {
    switch (event.type) {
      case 'ToggleRequested': {
        const { source, accountId, kind, target, on, shown } = event.payload;
        const key = event.aggregateId;
        const before = state.toggles[key];
        const settledBefore = !before || before.wanted === before.confirmed;
        const base: ToggleJob = before ?? {
          key,
          source,
          accountId,
          kind,
          target,
          wanted: on,
          confirmed: shown,
          status: 'settled',
          attempts: 0,
          totalAttempts: 0,
          failures: 0,
          retryAt: event.at,
          pressedAt: event.at,
        };
        // A press replaces a restore under way: the reader's new state is what goes.
        const { restoring: _, ...unrestored } = base;
        const pressed: ToggleJob = {
          ...unrestored,
          wanted: on,
          attempts: 0,
          failures: 0,
          ...(settledBefore ? { pressedAt: event.at } : {}),
        };
        // A call in flight keeps its status: its outcome decides what comes next.
        const next =
          before?.status === 'attempting'
            ? { ...pressed, retryAt: event.at }
            : reconsidered(pressed, event.at);
        return pruneSettled({ toggles: { ...state.toggles, [key]: next } }, event.at);
      }
      case 'ToggleAttempted':
        return update(state, event.aggregateId, (toggle) => ({
          ...toggle,
          // A call still 'attempting' when the next goes was cut short: it may have landed.
          unsure: toggle.unsure === true || toggle.status === 'attempting',
          status: 'attempting',
          attempts: toggle.attempts + 1,
          totalAttempts: toggle.totalAttempts + 1,
        }));
      case 'ToggleConfirmed':
        return update(state, event.aggregateId, (toggle) => {
          const { lastError: _, restoring: __, ...rest } = toggle;
          return reconsidered(
            {
              ...rest,
              confirmed: event.payload.on,
              unsure: false,
              confirmedAt: event.at,
              failures: 0,
            },
            event.at,
          );
        });
      case 'ToggleOutcomeUnknown':
        return update(state, event.aggregateId, (toggle) => ({
          ...toggle,
          unsure: true,
          status: 'waiting',
          failures: toggle.failures + 1,
          retryAt: event.payload.retryAt,
          lastError: {
            reason: event.payload.reason,
            kind: 'unknown_outcome',
            retryable: true,
            at: event.at,
          },
        }));
      case 'ToggleFailed': {
        const { retryable, reason, kind, code, retryAt, on } = event.payload;
        return update(state, event.aggregateId, (toggle) => {
          const lastError = { reason, kind, retryable, at: event.at, ...(code ? { code } : {}) };
          if (retryable) {
            return {
              ...toggle,
              status: 'waiting',
              failures: toggle.failures + 1,
              retryAt: retryAt ?? event.at,
              lastError,
            };
          }
          // Refused (or given up): this call changed nothing, but an earlier
          // one whose answer was lost may have (`unsure` stays).
          const { restoring: _, ...rest } = toggle;
          const answered = { ...rest, lastError };
          // A press made since (the reader switched it back) stands.
          if (toggle.wanted !== on) return reconsidered(answered, event.at);
          // Otherwise the switch goes back to what the network last confirmed.
          // When an earlier call may have changed the network, that state is
          // sent once more, so the network holds what the reader sees again:
          // not for a delete or a report (nothing takes them back), nor
          // without a session (nothing could be sent); a second refusal is final.
          if (toggle.unsure && !toggle.restoring && kind !== 'auth' && !ONE_WAY.has(toggle.kind)) {
            return {
              ...answered,
              wanted: toggle.confirmed,
              restoring: true,
              status: 'waiting',
              attempts: 0,
              failures: 0,
              retryAt: event.at,
            };
          }
          return { ...answered, wanted: toggle.confirmed, status: 'refused' };
        });
      }
      default:
        return state;
    }
  },
};
