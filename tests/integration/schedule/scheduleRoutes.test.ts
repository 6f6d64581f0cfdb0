import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_NEEDED, TASK_NOT_FOUND } from '../../../server/schedule/scheduleRoutes';
import { SCHEDULED_TIME_PASSED } from '@/domain/messages/composer';
import { scheduleHistoryAnswerSchema } from '@/domain/schedule/scheduleContract';
import type { PublishTarget } from '@/events/types/publishEvents';
import { scheduleKit, type ScheduleKit } from './scheduleKit';
import { minutesAfter, scheduledThread } from './schedulePayloadsKit';

const targets: PublishTarget[] = [
  { source: 'Farcaster', accountId: '4242' },
  { source: 'Twitter', accountId: '1001' },
  { source: 'Bsky', accountId: 'did:plc:scheduler' },
];

let kit: ScheduleKit;
let verified = false;

beforeAll(async () => {
  // No dispatcher runs: these tests are about what the API takes and answers.
  kit = await scheduleKit({ sources: {}, targets, passwordCheck: () => verified });
});
afterAll(() => kit?.close());

const tweet = (text: string) => JSON.stringify([{ text }]);
async function body(overrides: Record<string, unknown> = {}) {
  return {
    scheduleTime: minutesAfter(kit.clock.now(), 30),
    posts: await scheduledThread(targets, ['hello later']),
    display_info: { content: 'hello later', media_type: ['Text'] },
    ua_type: 'web',
    groupId: randomUUID(),
    ...overrides,
  };
}
const history = async (status?: string, cursor: string | null = null) => {
  const answer = await kit.call('/v3/post/schedule/history', {
    cursor,
    size: 20,
    ...(status ? { status } : {}),
  });
  expect(answer.status).toBe(200);
  return scheduleHistoryAnswerSchema.parse(answer.body).data;
};
const taskCount = () =>
  (kit.db.prepare('SELECT COUNT(*) AS n FROM schedule_tasks').get() as { n: number }).n;

describe('the schedule API (composer.md §7.2)', () => {
  it('refuses bad input with a 400 naming what is wrong, and stores nothing', async () => {
    const cases: [Record<string, unknown>, RegExp | string][] = [
      [{ scheduleTime: 'tomorrow' }, /^scheduleTime: /],
      [{ ua_type: 'ios' }, /^ua_type: /],
      [{ groupId: 'not-a-uuid' }, /^groupId: /],
      [{ posts: [] }, /^posts: /],
      [
        { posts: [{ platform: 'Myspace', platformUserId: '1', payload: '[]' }] },
        /^posts\.0\.platform: /,
      ],
      [
        { posts: [{ platform: 'Twitter', platformUserId: '1001', payload: 'not json' }] },
        'posts.0.payload: not JSON (a JSON list of posts is expected)',
      ],
      [
        { posts: [{ platform: 'Twitter', platformUserId: '1001', payload: '[{"txt":"typo"}]' }] },
        /^posts\.0\.payload\[0\]\.text: /,
      ],
      [
        {
          posts: [
            {
              platform: 'Twitter',
              platformUserId: '1001',
              payload: JSON.stringify([{ text: 'a' }, { text: 'b' }]),
            },
          ],
        },
        "posts.0.payload[1].reply.in_reply_to_tweet_id: a thread's later post must be '$$in_reply_to_tweet_id$$'",
      ],
      [
        {
          posts: [
            {
              platform: 'Bsky',
              platformUserId: 'did:plc:scheduler',
              payload: JSON.stringify([
                { text: 'a', poll: { options: ['y', 'n'], duration_minutes: 60 } },
              ]),
            },
          ],
        },
        'posts.0.payload[0].poll: Bluesky has no native polls',
      ],
      [
        {
          posts: [
            {
              platform: 'Twitter',
              platformUserId: '1001',
              payload: JSON.stringify([
                { text: 'a', media: { media_ids: ['https://elsewhere.example/cat.png'] } },
              ]),
            },
          ],
        },
        "posts.0.payload[0].media.media_ids.0: must be a file on the product's storage",
      ],
      [
        {
          posts: [
            { platform: 'Twitter', platformUserId: '1001', payload: tweet('one') },
            {
              platform: 'Bsky',
              platformUserId: 'did:plc:scheduler',
              payload: JSON.stringify([
                { text: 'one' },
                { text: 'two', reply: { in_reply_to_tweet_id: '$$in_reply_to_tweet_id$$' } },
              ]),
            },
          ],
        },
        'posts: every platform must have the same number of thread posts',
      ],
      [
        {
          posts: [
            { platform: 'Twitter', platformUserId: '1001', payload: tweet('a') },
            { platform: 'Twitter', platformUserId: '1001', payload: tweet('b') },
          ],
        },
        /^posts: one entry per platform/,
      ],
      [
        {
          posts: [
            {
              platform: 'Lens',
              platformUserId: '0xabc',
              payload: JSON.stringify([
                { operation: 'CreatePost', request: { contentUri: 'lens://abc' } },
              ]),
            },
          ],
        },
        'Allow Polycast to post on Lens for you first.',
      ],
      [{ scheduleTime: new Date(kit.clock.now() - 120_000).toISOString() }, SCHEDULED_TIME_PASSED],
      [
        { scheduleTime: new Date(kit.clock.now() + 7 * 86_400_000 + 120_000).toISOString() },
        /7 days/,
      ],
    ];
    for (const [override, message] of cases) {
      const answer = await kit.call('/v3/post/schedule', await body(override));
      expect([JSON.stringify(override).slice(0, 60), answer.status]).toEqual([
        JSON.stringify(override).slice(0, 60),
        400,
      ]);
      expect(answer.body.code).toBe(400);
      if (typeof message === 'string') expect(answer.body.message).toBe(message);
      else expect(answer.body.message).toMatch(message);
    }
    // Without a session nothing is read at all.
    const anonymous = await kit.call('/v3/post/schedule', await body(), 'x'.repeat(43));
    expect(anonymous.status).toBe(401);
    expect(taskCount()).toBe(0);
  });

  it('creates a task once per groupId, lists it, moves it, and deletes it', async () => {
    const request = await body();
    const first = await kit.call('/v3/post/schedule', request);
    expect(first.status).toBe(201);
    const taskId = (first.body.data as { taskId: string }).taskId;
    // The same request again (its answer was lost): the same task, not a second one.
    const again = await kit.call('/v3/post/schedule', request);
    expect([again.status, (again.body.data as { taskId: string }).taskId]).toEqual([200, taskId]);

    const [listed] = (await history()).posts.filter((t) => t.task_uuid === taskId);
    expect(listed).toMatchObject({
      status: 'Pending',
      group_id: request.groupId,
      schedule_at: new Date(request.scheduleTime).toISOString(),
      display_info: { content: 'hello later', media_type: ['Text'] },
    });
    expect(
      listed?.relation.map((r) => [r.platform, r.platform_user_id, r.status, r.content]),
    ).toEqual(targets.map((t) => [t.source, t.accountId, 'Pending', 'hello later']));

    // Editing needs a recent password verification (composer.md §4.9).
    const later = minutesAfter(kit.clock.now(), 90);
    const update = { taskUUID: taskId, publishTime: later, ua_type: 'web' };
    verified = false;
    expect((await kit.call('/v1/post/updateTasks', update)).body).toEqual({
      code: 403,
      message: PASSWORD_NEEDED,
    });
    verified = true;
    expect((await kit.call('/v1/post/updateTasks', update)).body).toEqual({
      code: 0,
      data: { taskUUID: taskId, publishTime: later },
    });
    expect((await history()).posts.find((t) => t.task_uuid === taskId)?.schedule_at).toBe(
      new Date(later).toISOString(),
    );
    const passed = await kit.call('/v1/post/updateTasks', {
      ...update,
      publishTime: new Date(kit.clock.now() - 120_000).toISOString(),
    });
    expect([passed.status, passed.body.message]).toEqual([400, SCHEDULED_TIME_PASSED]);
    const unknown = await kit.call('/v1/post/updateTasks', { ...update, taskUUID: randomUUID() });
    expect([unknown.status, unknown.body.message]).toEqual([404, TASK_NOT_FOUND]);

    expect((await kit.call('/v1/post/deleteTask', { taskUUID: taskId })).body).toEqual({
      code: 0,
      data: { taskUUID: taskId },
    });
    // Deleting again (a retried call) is no error; the task is gone from every list.
    expect((await kit.call('/v1/post/deleteTask', { taskUUID: taskId })).status).toBe(200);
    expect((await history('Pending,Failed,Success')).posts.map((t) => t.task_uuid)).not.toContain(
      taskId,
    );
  });

  it('pages the history 20 at a time, soonest first, and filters by status', async () => {
    const made: string[] = [];
    for (let i = 0; i < 45; i++) {
      const answer = await kit.call(
        '/v3/post/schedule',
        await body({ scheduleTime: minutesAfter(kit.clock.now(), 100 + i) }),
      );
      made.push((answer.body.data as { taskId: string }).taskId);
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    const sizes: number[] = [];
    do {
      const page = await history('Pending', cursor);
      sizes.push(page.posts.length);
      seen.push(...page.posts.map((t) => t.task_uuid));
      cursor = page.cursor;
    } while (cursor);
    expect(sizes).toEqual([20, 20, 5]);
    expect(seen).toEqual(made);
    expect((await history('Failed')).posts).toEqual([]);
    const wrong = await kit.call('/v3/post/schedule/history', { status: 'Pending,Done' });
    expect([wrong.status, wrong.body.message]).toEqual([
      400,
      "status: 'Done' is not one of Pending, Failed, Success",
    ]);
  });
});
