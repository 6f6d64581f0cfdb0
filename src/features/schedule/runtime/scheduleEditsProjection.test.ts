import { describe, expect, it } from 'vitest';
import type { AppEvent } from '@/events/appCatalog';
import { foldEvents } from '@/events/projection';
import { scheduleEditFailure, scheduleEditsProjection } from './scheduleEditsProjection';

const TASK = '0b6e1b38-6c2f-4f3e-9d51-3a7a3bb0e001';
let seq = 0;
const event = (type: AppEvent['type'], payload: unknown, id = `01JEV${++seq}`) =>
  ({ id, type, aggregateId: 'x', at: 1000 * ++seq, v: 1, seq, payload }) as AppEvent;
const update = (id: string, publishTime: number) =>
  event('ScheduleUpdateRequested', { productAccountId: 'a', taskUUID: TASK, publishTime }, id);
const fold = (events: AppEvent[]) =>
  foldEvents(scheduleEditsProjection, scheduleEditsProjection.initial, events);

describe('schedule edits projection', () => {
  it('shows an edit queued at once, then done with when', () => {
    const queued = fold([update('u1', 5000)]);
    expect(queued.edits[TASK]).toMatchObject({
      kind: 'update',
      publishTime: 5000,
      status: 'queued',
    });
    const done = foldEvents(scheduleEditsProjection, queued, [
      event('ServerCallSucceeded', { callId: 'u1', status: 200 }),
    ]);
    expect(done.edits[TASK]).toMatchObject({ status: 'done', doneAt: expect.any(Number) });
  });

  it('keeps retrying calls queued, with why; a refusal fails it for good', () => {
    const state = fold([
      update('u1', 5000),
      event('ServerCallFailed', { callId: 'u1', attempt: 1, retryable: true, reason: 'network' }),
    ]);
    expect(state.edits[TASK]).toMatchObject({ status: 'queued', retrying: 'network' });
    const failed = foldEvents(scheduleEditsProjection, state, [
      event('ServerCallFailed', {
        callId: 'u1',
        attempt: 2,
        retryable: false,
        reason: 'HTTP 400: The scheduled time has passed. Please reset',
      }),
    ]);
    expect(failed.edits[TASK]).toMatchObject({
      status: 'failed',
      reason: 'HTTP 400: The scheduled time has passed. Please reset',
    });
    expect(failed.edits[TASK]?.retrying).toBeUndefined();
  });

  it('keeps only the latest edit of a task; outcomes of a superseded one are ignored', () => {
    const state = fold([
      update('u1', 5000),
      event('ScheduleDeleteRequested', { productAccountId: 'a', taskUUID: TASK }, 'd1'),
      event('ServerCallFailed', { callId: 'u1', attempt: 1, retryable: false, reason: 'x' }),
    ]);
    expect(state.edits[TASK]).toMatchObject({ intentId: 'd1', kind: 'delete', status: 'queued' });
  });

  it('ignores other calls', () => {
    const state = fold([update('u1', 5000)]);
    expect(
      foldEvents(scheduleEditsProjection, state, [
        event('ServerCallSucceeded', { callId: 'other', status: 200 }),
      ]),
    ).toBe(state);
  });
});

describe('edit failure messages (composer.md §8)', () => {
  it('says the catalogue’s words, then the server’s where it gave some', () => {
    expect(
      scheduleEditFailure('update', 'HTTP 400: The scheduled time has passed. Please reset'),
    ).toBe('Failed to update scheduled post. The scheduled time has passed. Please reset');
    expect(scheduleEditFailure('delete', 'HTTP 404')).toBe('Failed to delete scheduled post.');
    expect(scheduleEditFailure('delete', 'code 3')).toBe('Failed to delete scheduled post.');
    expect(scheduleEditFailure('update')).toBe('Failed to update scheduled post.');
    expect(scheduleEditFailure('update', 'No Polycast session on this device')).toBe(
      'Failed to update scheduled post. No Polycast session on this device',
    );
  });
});
