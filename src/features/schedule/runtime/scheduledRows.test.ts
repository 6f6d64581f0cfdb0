import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ScheduleEdit } from './scheduleEditsProjection';
import { listIsStale, scheduledRows } from './scheduledRows';
import type { ScheduledItemSummary } from './scheduledSummary';

const savedTz = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'UTC';
});
afterAll(() => {
  process.env.TZ = savedTz;
});

const item = (taskUUID: string): ScheduledItemSummary => ({
  taskUUID,
  status: 'Pending',
  label: 'Pending',
  text: taskUUID,
  markers: [],
  platforms: ['Bsky'],
  failedPlatforms: [],
  reasons: [],
  at: Date.UTC(2026, 10, 24, 15, 30),
  date: 'Tue, Nov 24, 2026',
  time: '03:30 PM',
});
const NEW_TIME = Date.UTC(2026, 10, 25, 8, 5);
const edit = (over: Partial<ScheduleEdit>): ScheduleEdit => ({
  intentId: 'e',
  kind: 'update',
  publishTime: NEW_TIME,
  at: 100,
  status: 'queued',
  ...over,
});

describe('scheduled rows', () => {
  it('shows a queued update’s new time at once, saying it is on its way', () => {
    const [row] = scheduledRows([item('a')], { a: edit({}) }, 50);
    expect(row).toMatchObject({
      at: NEW_TIME,
      date: 'Wed, Nov 25, 2026',
      time: '08:05 AM',
      pendingNote: 'Saving the new time…',
    });
    const [offline] = scheduledRows([item('a')], { a: edit({ retrying: 'network' }) }, 50);
    expect(offline?.pendingNote).toBe('The new time will be sent when Polycast can be reached.');
  });

  it('hides a deleted task at once, and keeps it hidden until the list is fetched again', () => {
    expect(scheduledRows([item('a'), item('b')], { a: edit({ kind: 'delete' }) }, 50)).toHaveLength(
      1,
    );
    const done = edit({ kind: 'delete', status: 'done', doneAt: 200 });
    expect(scheduledRows([item('a')], { a: done }, 150)).toHaveLength(0);
    // Fetched after it was done: the server's list is the truth (it is gone there).
    expect(scheduledRows([item('a')], { a: done }, 250)).toHaveLength(1);
  });

  it('shows a refused edit’s task as the server has it, saying why', () => {
    const [row] = scheduledRows(
      [item('a')],
      { a: edit({ status: 'failed', reason: 'HTTP 403: Verify your password first.' }) },
      50,
    );
    expect(row).toMatchObject({
      time: '03:30 PM',
      failure: 'Failed to update scheduled post. Verify your password first.',
    });
  });

  it('asks for a new fetch once an edit is done after the list was fetched', () => {
    expect(listIsStale({ a: edit({ status: 'done', doneAt: 200 }) }, 150)).toBe(true);
    expect(listIsStale({ a: edit({ status: 'done', doneAt: 200 }) }, 250)).toBe(false);
    expect(listIsStale({ a: edit({}) }, 0)).toBe(false);
  });
});
