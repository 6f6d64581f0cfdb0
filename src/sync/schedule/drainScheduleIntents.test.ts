import { describe, expect, it, vi } from 'vitest';
import { BACKOFF_CAP_MS } from '../backoff';
import { drainScheduleIntents, newScheduleBackoff } from './drainScheduleIntents';
import type { PrepareOutcome } from './prepareScheduleIntent';
import type { ScheduleIntent, ScheduleIntentsState } from './scheduleIntentsProjection';
import { scheduleIntentOf } from './testing/scheduleIntentKit';

const intent = (id: string, status: ScheduleIntent['status'] = 'preparing') =>
  scheduleIntentOf({
    id,
    groupId: `group-${id}`,
    productAccountId: 'acct',
    scheduleTime: 1,
    kind: 'post',
    targets: [{ source: 'Bsky', accountId: 'did:plc:a' }],
    posts: [{ text: id }],
    status,
  });

/** A device's intents, and a preparer that answers as told and marks prepared ones 'sending'. */
function device(intents: ScheduleIntent[], answers: Record<string, PrepareOutcome | Error> = {}) {
  const state: ScheduleIntentsState = {
    open: Object.fromEntries(intents.map((i) => [i.id, i])),
    created: {},
  };
  const prepared: string[] = [];
  let running = 0;
  let mostAtOnce = 0;
  const prepare = async (one: ScheduleIntent): Promise<PrepareOutcome> => {
    running += 1;
    mostAtOnce = Math.max(mostAtOnce, running);
    await Promise.resolve();
    running -= 1;
    prepared.push(one.id);
    const answer = answers[one.id] ?? { kind: 'prepared' };
    if (answer instanceof Error) throw answer;
    if (answer.kind === 'prepared') state.open[one.id] = { ...one, status: 'sending' };
    if (answer.kind === 'failed') state.open[one.id] = { ...one, status: 'failed' };
    return answer;
  };
  return {
    prepared,
    mostAtOnce: () => mostAtOnce,
    drain: (options: {
      now: number;
      connectionReturned?: boolean;
      backoff?: ReturnType<typeof newScheduleBackoff>;
    }) =>
      drainScheduleIntents({
        state: async () => state,
        prepare,
        backoff: options.backoff ?? newScheduleBackoff(),
        connectionReturned: options.connectionReturned ?? false,
        signal: new AbortController().signal,
        now: () => options.now,
      }),
  };
}

describe('drainScheduleIntents (composer.md §4.9, one round from a page or the service worker)', () => {
  it('prepares every queued intent once, oldest first and one at a time, and leaves the others', async () => {
    const { prepared, drain, mostAtOnce } = device([
      intent('03'),
      intent('01'),
      intent('02', 'sending'),
      intent('04', 'failed'),
    ]);
    expect(await drain({ now: 1_000 })).toBeUndefined();
    expect(prepared).toEqual(['01', '03']);
    expect(mostAtOnce()).toBe(1);
  });

  it('an intent that must wait is tried again after its backoff, or at once when the connection returns', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.5); // the jitter, fixed
    const backoff = newScheduleBackoff();
    const { prepared, drain } = device([intent('01')], {
      '01': { kind: 'waiting', reason: 'offline' },
    });
    const next = (await drain({ now: 10_000, backoff })) ?? 0;
    expect(prepared).toEqual(['01']);
    expect(next).toBeGreaterThan(10_000);
    expect(next).toBeLessThanOrEqual(10_000 + BACKOFF_CAP_MS);
    expect(backoff.attempts.get('01')).toBe(1);

    // Before its time nothing is asked; the time it waits for is still named.
    expect(await drain({ now: next - 1, backoff })).toBe(next);
    expect(prepared).toEqual(['01']);
    // The connection's return brings it forward, for one try (not a loop).
    await drain({ now: 10_000, backoff, connectionReturned: true });
    expect(prepared).toEqual(['01', '01']);
    expect(backoff.attempts.get('01')).toBe(2);
  });

  it('a preparer that throws counts as waiting, and one that succeeds later clears the backoff', async () => {
    const backoff = newScheduleBackoff();
    const answers: Record<string, PrepareOutcome | Error> = { '01': new Error('storage down') };
    const { drain } = device([intent('01')], answers);
    expect(await drain({ now: 0, backoff })).toBeDefined();
    expect(backoff.attempts.get('01')).toBe(1);
    delete answers['01'];
    expect(await drain({ now: 0, backoff, connectionReturned: true })).toBeUndefined();
    expect(backoff.attempts.has('01')).toBe(false);
    expect(backoff.retryAt.has('01')).toBe(false);
  });
});
