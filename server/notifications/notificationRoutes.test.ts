import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import {
  PRODUCT_NOTIFICATIONS_PATH,
  productNotificationsAnswerSchema,
} from '@/domain/notifications/productNotificationsContract';
import { createProductAccountStore } from '../account/productAccountStore';
import { createSqliteScheduleStore } from '../schedule/sqliteScheduleStore';
import { openServerDatabase } from '../storage/openServerDatabase';
import { mountNotificationRoutes } from './notificationRoutes';

function setUp() {
  const db = openServerDatabase(':memory:');
  const accounts = createProductAccountStore(db);
  const store = createSqliteScheduleStore(db);
  const app = new Hono();
  mountNotificationRoutes(app, { accounts, schedule: store });
  const me = accounts.create([]);
  const other = accounts.create([]);
  /** A task for `accountId`, run and settled at `now` with `status`. */
  const settled = (
    accountId: string,
    text: string,
    status: 'Success' | 'Failed' | 'Pending',
    now: number,
  ) => {
    const { task } = store.create({
      taskUuid: randomUUID(),
      accountId,
      groupId: randomUUID(),
      intentId: '01JSCHEDULED0000000000000001',
      scheduleAt: now,
      displayInfo: { content: text, media_type: ['Text'] },
      uaType: 'web',
      createdAt: 0,
      relations: [
        {
          platform: 'Bsky',
          platformUserId: 'did:plc:me',
          posts: [{ text }],
          content: text,
          mediaTypes: ['Text'],
        },
      ],
    });
    if (status === 'Pending') return task;
    store.claimDue(now, { owner: 'o', now, untilMs: 1000 }, 10);
    store.settle(task.taskUuid, 'o', {
      relations: [
        {
          platform: 'Bsky',
          status,
          reason: status === 'Failed' ? 'refused' : null,
          postIds: status === 'Success' ? ['at://p'] : [],
        },
      ],
      status,
      now,
    });
    return task;
  };
  const read = async (query = '', token = me.token) => {
    const answer = await app.request(`${PRODUCT_NOTIFICATIONS_PATH}${query}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    return { status: answer.status, body: (await answer.json()) as unknown };
  };
  return { me, other, settled, read };
}

describe('the general tab’s notifications (reading.md §7.8)', () => {
  it('lists the account’s published and failed scheduled posts, latest first, a page at a time', async () => {
    const { me, other, settled, read } = setUp();
    const published = settled(me.accountId, 'went out', 'Success', 1000);
    const failed = settled(me.accountId, 'did not', 'Failed', 2000);
    settled(me.accountId, 'still waiting', 'Pending', 999_999);
    settled(other.accountId, 'someone else’s', 'Success', 3000);

    const first = productNotificationsAnswerSchema.parse((await read('?size=1')).body).data;
    expect(first.notifications).toEqual([
      {
        id: `schedule:${failed.taskUuid}:Failed`,
        reason: 'schedule-failed',
        at: new Date(2000).toISOString(),
        scheduleId: failed.taskUuid,
        text: 'did not',
        outcomes: [{ source: 'Bsky', published: false, reason: 'refused' }],
      },
    ]);
    expect(first.cursor).not.toBeNull();
    const second = productNotificationsAnswerSchema.parse(
      (await read(`?size=1&cursor=${first.cursor}`)).body,
    ).data;
    expect(second.notifications.map((n) => [n.reason, n.scheduleId])).toEqual([
      ['schedule-published', published.taskUuid],
    ]);
    expect(second.cursor).toBeNull();
  });

  it('answers only a session, and a 400 for a bad page size', async () => {
    const { read } = setUp();
    expect((await read('', 'x'.repeat(43))).status).toBe(401);
    expect(await read('?size=500')).toMatchObject({ status: 400 });
  });
});
