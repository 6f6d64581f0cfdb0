import { createExclusiveLock, type ExclusiveLock } from '@/events/exclusiveLock';
import { nextRetryAt } from '../backoff';
import { drainDueJobs } from '../drainDueJobs';
import type { PrepareOutcome } from './prepareScheduleIntent';
import {
  openScheduleIntents,
  type ScheduleIntent,
  type ScheduleIntentsState,
} from './scheduleIntentsProjection';

/** The one lock every context (a tab, the background-sync service worker) takes to prepare intents. */
export const scheduleOutboxLock = (databaseName: string): ExclusiveLock =>
  createExclusiveLock(`${databaseName}:schedule-outbox`);

/**
 * When each intent that could not be prepared may be tried again, in one
 * context's memory (a page keeps it while open; a background wake-up
 * starts afresh, as the connection has just come back).
 */
export interface ScheduleBackoff {
  attempts: Map<string, number>;
  retryAt: Map<string, number>;
}

export const newScheduleBackoff = (): ScheduleBackoff => ({
  attempts: new Map(),
  retryAt: new Map(),
});

export interface ScheduleDrain {
  /** The intents' projection, caught up with everything committed so far. */
  state(): Promise<ScheduleIntentsState>;
  /** Prepares one intent (files, polls, metadata, its create call asked for). */
  prepare(intent: ScheduleIntent): Promise<PrepareOutcome>;
  backoff: ScheduleBackoff;
  /** The connection came back: an intent waiting for its backoff is tried once now. */
  connectionReturned: boolean;
  signal: AbortSignal;
  now(): number;
}

const preparing = (state: ScheduleIntentsState) =>
  openScheduleIntents(state).filter((intent) => intent.status === 'preparing');

/**
 * One round of the schedule outbox (composer.md §4.9), from any context:
 * every queued intent that is due is prepared, one at a time, through the
 * outboxes' one loop over due jobs (drainDueJobs). One that must wait (no
 * network, server trouble) is tried again with the publish outbox's
 * backoff. Run it under `scheduleOutboxLock`. Answers when the next intent
 * falls due (undefined: none waits for a time).
 */
export async function drainScheduleIntents(drain: ScheduleDrain): Promise<number | undefined> {
  const { backoff, now } = drain;
  const retryAtOf = (intent: ScheduleIntent) => backoff.retryAt.get(intent.id) ?? 0;
  await drainDueJobs<ScheduleIntentsState, ScheduleIntent>({
    state: drain.state,
    due: (state) =>
      preparing(state).filter((intent) => drain.connectionReturned || retryAtOf(intent) <= now()),
    idOf: (intent) => intent.id,
    retryAtOf,
    async run(_state, intent) {
      const outcome = await drain
        .prepare(intent)
        .catch((error: unknown): PrepareOutcome => ({ kind: 'waiting', reason: String(error) }));
      if (outcome.kind !== 'waiting') {
        backoff.attempts.delete(intent.id);
        backoff.retryAt.delete(intent.id);
        return;
      }
      const attempt = (backoff.attempts.get(intent.id) ?? 0) + 1;
      backoff.attempts.set(intent.id, attempt);
      backoff.retryAt.set(intent.id, nextRetryAt(attempt, now(), undefined));
      console.warn(`Scheduled post waits: ${outcome.reason}`);
    },
    signal: drain.signal,
    concurrency: 1,
    now,
  });
  const waiting = preparing(await drain.state())
    .map(retryAtOf)
    .filter((at) => at > 0);
  return waiting.length === 0 ? undefined : Math.min(...waiting);
}
