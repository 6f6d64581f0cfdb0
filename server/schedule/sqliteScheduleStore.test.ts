import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { openServerDatabase } from '../storage/openServerDatabase';
import { createSqliteScheduleStore } from './sqliteScheduleStore';
import { ScheduleLeaseLost } from './scheduleStore';

function setUp() {
  const db = openServerDatabase(':memory:');
  db.prepare('INSERT INTO product_accounts (id, created_at) VALUES (?, 0)').run('acct');
  const store = createSqliteScheduleStore(db);
  const add = (scheduleAt: number) =>
    store.create({
      taskUuid: randomUUID(),
      accountId: 'acct',
      groupId: randomUUID(),
      intentId: '01JSCHEDULED0000000000000001',
      scheduleAt,
      displayInfo: { content: 'hi', media_type: ['Text'] },
      uaType: 'web',
      createdAt: 0,
      relations: [
        {
          platform: 'Bsky',
          platformUserId: 'did:plc:me',
          posts: [{ text: 'hi' }],
          content: 'hi',
          mediaTypes: ['Text'],
        },
      ],
    }).task;
  return { store, add };
}

const lease = (owner: string, now: number) => ({ owner, now, untilMs: 1000 });

describe('scheduled tasks in SQLite', () => {
  it('hands a due task to one dispatcher at a time; a lapsed lease lets another take it over', () => {
    const { store, add } = setUp();
    const soon = add(5000);
    add(9000);
    expect(store.claimDue(4999, lease('a', 0), 10)).toEqual([]);
    expect(store.claimDue(5000, lease('a', 0), 10).map((t) => t.taskUuid)).toEqual([soon.taskUuid]);
    // Leased by a: not b's, until the lease lapses (wall time 1000).
    expect(store.claimDue(5000, lease('b', 500), 10)).toEqual([]);
    expect(store.claimDue(5000, lease('b', 1001), 10).map((t) => t.taskUuid)).toEqual([
      soon.taskUuid,
    ]);
    // a's writes are refused now: it lost the task.
    expect(() => store.append(soon.taskUuid, 'a', { type: 'x' })).toThrow(ScheduleLeaseLost);
    store.append(soon.taskUuid, 'b', { type: 'x' });
    store.append(soon.taskUuid, 'b', { type: 'y' });
    expect(store.events(soon.taskUuid)).toEqual([{ type: 'x' }, { type: 'y' }]);
  });

  it('a started task can no longer move or go; a retry puts it back for later; settled, it leaves Pending', () => {
    const { store, add } = setUp();
    const task = add(5000);
    expect(store.reschedule('acct', task.taskUuid, 6000, 0)).toBe('changed');
    expect(store.claimDue(5000, lease('a', 0), 1)).toEqual([]);
    store.claimDue(6000, lease('a', 0), 1);
    expect(store.reschedule('acct', task.taskUuid, 7000, 0)).toBe('started');
    expect(store.remove('acct', task.taskUuid, 0)).toBe('started');
    const relations = [
      { platform: 'Bsky' as const, status: 'Pending' as const, reason: 'busy', postIds: [] },
    ];
    store.settle(task.taskUuid, 'a', { relations, status: 'Pending', runAt: 60_000, now: 1 });
    expect(store.get('acct', task.taskUuid)).toMatchObject({ status: 'Pending', runAt: 60_000 });
    expect(store.claimDue(59_999, lease('a', 2), 1)).toEqual([]);
    store.claimDue(60_000, lease('a', 2), 1);
    store.settle(task.taskUuid, 'a', {
      relations: [{ platform: 'Bsky', status: 'Failed', reason: 'refused', postIds: [] }],
      status: 'Failed',
      now: 3,
    });
    expect(store.get('acct', task.taskUuid)).toMatchObject({
      status: 'Failed',
      relations: [{ platform: 'Bsky', status: 'Failed', reason: 'refused' }],
    });
    expect(store.claimDue(Number.MAX_SAFE_INTEGER, lease('a', 4), 1)).toEqual([]);
    // A settled task may leave the list.
    expect(store.remove('acct', task.taskUuid, 5)).toBe('changed');
    expect(store.get('acct', task.taskUuid)).toBeUndefined();
  });

  it('writes the marks appended together in one go, refusing only those whose lease is gone', async () => {
    const { store, add } = setUp();
    const mine = add(5000);
    const lost = add(5001);
    store.claimDue(5000, lease('a', 0), 10); // mine
    store.claimDue(5001, lease('b', 0), 10); // the other, leased to b
    store.append(mine.taskUuid, 'a', { type: 'before' });
    const marked = store.appendDurable(mine.taskUuid, 'a', { type: 'mark' });
    const refused = store.appendDurable(lost.taskUuid, 'a', { type: 'mark' });
    await expect(marked).resolves.toBeUndefined();
    await expect(refused).rejects.toBeInstanceOf(ScheduleLeaseLost);
    expect(store.events(mine.taskUuid)).toEqual([{ type: 'before' }, { type: 'mark' }]);
    expect(store.events(lost.taskUuid)).toEqual([]);
    // Later writes follow the mark in order.
    store.append(mine.taskUuid, 'a', { type: 'after' });
    expect(store.events(mine.taskUuid).at(-1)).toEqual({ type: 'after' });
  });
});
