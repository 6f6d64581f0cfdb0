import { describe, expect, it } from 'vitest';
import type { AppEvent } from '@/events/appCatalog';
import { foldEvents } from '@/events/projection';
import { serverCallsFor, type ServerCallContext } from './serverCallFor';
import { pendingCalls, serverCallsProjection } from './serverCallsProjection';

const TASK = '0b6e1b38-6c2f-4f3e-9d51-3a7a3bb0e001';
const context: ServerCallContext = { productAccountId: 'acc', redPackets: {} };
let seq = 0;
const event = (type: AppEvent['type'], payload: unknown, id = `01JEDIT${++seq}`) =>
  ({ id, type, aggregateId: `schedule:${TASK}`, at: 1000 + seq, v: 1, seq, payload }) as AppEvent;

describe('schedule edits as product-server calls (composer.md §4.9, §7.2)', () => {
  it('sends an update with the ISO time, the session it was asked in, and keeps the answer', () => {
    const update = event(
      'ScheduleUpdateRequested',
      { productAccountId: 'acc-1', taskUUID: TASK, publishTime: Date.UTC(2026, 10, 24, 15, 30) },
      '01JUPDATE',
    );
    expect(serverCallsFor(update, context)).toEqual([
      {
        id: '01JUPDATE',
        method: 'POST',
        path: '/v1/post/updateTasks',
        supersedeKey: `schedule:${TASK}`,
        body: { taskUUID: TASK, publishTime: '2026-11-24T15:30:00.000Z', ua_type: 'web' },
        productSession: { accountId: 'acc-1' },
        expectCodeZero: true,
        keepAnswer: true,
      },
    ]);
  });

  it('sends a delete with the task id only', () => {
    const remove = event('ScheduleDeleteRequested', { productAccountId: 'acc-1', taskUUID: TASK });
    expect(serverCallsFor(remove, context)[0]).toMatchObject({
      path: '/v1/post/deleteTask',
      body: { taskUUID: TASK },
      productSession: { accountId: 'acc-1' },
    });
  });

  it('queues edits offline; a later edit of the same task replaces an unsent one', () => {
    const state = foldEvents(serverCallsProjection, serverCallsProjection.initial, [
      event('ScheduleUpdateRequested', { productAccountId: 'a', taskUUID: TASK, publishTime: 5 }),
      event('ScheduleUpdateRequested', { productAccountId: 'a', taskUUID: TASK, publishTime: 6 }),
    ]);
    expect(pendingCalls(state).map((call) => call.body)).toEqual([
      { taskUUID: TASK, publishTime: new Date(6).toISOString(), ua_type: 'web' },
    ]);
    const deleted = foldEvents(serverCallsProjection, state, [
      event('ScheduleDeleteRequested', { productAccountId: 'a', taskUUID: TASK }),
    ]);
    expect(pendingCalls(deleted).map((call) => call.path)).toEqual(['/v1/post/deleteTask']);
  });
});
