import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PostSource } from '@/domain/networks';
import type { Source } from '@/sources/source';
import { scheduleHistoryAnswerSchema } from '@/domain/schedule/scheduleContract';
import { fourNetworks } from '../../support/fourNetworks';
import { clearFaults, sandbox, setFaults } from '../sandbox/sandboxClient';
import { scheduleKit, type ScheduleKit } from './scheduleKit';
import { minutesAfter, scheduledThread, storedPicture } from './schedulePayloadsKit';

let networks: Awaited<ReturnType<typeof fourNetworks>>;
let kit: ScheduleKit;

beforeAll(async () => {
  networks = await fourNetworks(sandbox(), {
    xUser: 'satoshi_fan',
    lensAccount: 'mint_maker',
    lensWallet: 3,
  });
  kit = await scheduleKit({ sources: networks.sources, targets: networks.targets });
  kit.dispatcher.start();
}, 60_000);

afterAll(async () => {
  await clearFaults();
  await kit?.close();
});

async function tasks(status = 'Pending,Failed,Success') {
  const answer = await kit.call('/v3/post/schedule/history', { cursor: null, size: 20, status });
  return scheduleHistoryAnswerSchema.parse(answer.body).data.posts;
}

async function settled(taskId: string) {
  for (let i = 0; i < 600; i++) {
    const task = (await tasks()).find((t) => t.task_uuid === taskId);
    if (task && task.status !== 'Pending') return task;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`task ${taskId} did not settle`);
}

/** The task's own publish log, as the dispatcher wrote it. */
const eventsOf = (taskId: string) =>
  kit.store.events(taskId) as { type: string; at: number; payload: { jobId?: string } }[];

/** How many pictures a published post carries (X's through its media keys: the stand-in serves no photo URLs). */
async function mediaCount(
  platform: PostSource,
  id: string,
  post: Awaited<ReturnType<Source['getPost']>>,
) {
  if (platform !== 'Twitter') return post.ok ? post.value?.media.length : undefined;
  const answer = await fetch(
    `${sandbox().product.api}/api/x/tweets/${id}?expansions=attachments.media_keys`,
    {
      headers: {
        Authorization: `Bearer ${networks.x.session}`,
        'X-Account-Id': networks.x.accountId,
      },
    },
  );
  const tweet = (await answer.json()) as { data: { attachments?: { media_keys?: string[] } } };
  return tweet.data.attachments?.media_keys?.length ?? 0;
}

/** A published post as its network serves it (Bluesky's reads come from the AppView a moment later). */
async function readBack(source: Source, id: string) {
  for (let i = 0; ; i++) {
    const post = await source.getPost(id, AbortSignal.timeout(10_000));
    if ((post.ok && post.value) || i >= 50) return post;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('the dispatcher publishes scheduled tasks on the sandbox networks', () => {
  it('a thread scheduled to all four networks goes out at its minute, in order, 1 s apart', async () => {
    const tag = `sch${Date.now().toString(36)}`;
    const texts = [1, 2, 3].map((n) => `${tag} scheduled thread part ${n}`);
    const picture = await storedPicture();
    const scheduleTime = minutesAfter(kit.clock.now(), 10);
    const created = await kit.call('/v3/post/schedule', {
      scheduleTime,
      posts: await scheduledThread(networks.targets, texts, picture),
      display_info: { content: texts[0], media_type: ['Text', 'Image'] },
      ua_type: 'web',
      groupId: randomUUID(),
    });
    expect(created.status).toBe(201);
    const taskId = (created.body.data as { taskId: string }).taskId;

    // A minute early: nothing goes out.
    kit.clock.advance(Date.parse(scheduleTime) - kit.clock.now() - 60_000);
    await kit.dispatcher.idle();
    expect(eventsOf(taskId)).toEqual([]);
    expect((await tasks('Pending')).map((t) => t.task_uuid)).toContain(taskId);

    // Its minute: out it goes.
    kit.clock.advance(60_000);
    const task = await settled(taskId);
    expect(task.status).toBe('Success');
    expect(task.relation.map((r) => [r.platform, r.status, r.post_ids?.length])).toEqual(
      networks.targets.map((t) => [t.source, 'Success', 3]),
    );

    const events = eventsOf(taskId);
    const attempted = events.filter((e) => e.type === 'PublishAttempted');
    expect(attempted.length).toBe(12); // 3 posts x 4 networks, none sent twice
    expect(Math.min(...attempted.map((e) => e.at))).toBeGreaterThanOrEqual(
      Date.parse(scheduleTime),
    );
    const succeededAt = (jobId: string) =>
      events.find((e) => e.type === 'PublishSucceeded' && e.payload.jobId === jobId)?.at ?? NaN;
    const attemptedAt = (jobId: string) =>
      attempted.find((e) => e.payload.jobId === jobId)?.at ?? NaN;

    for (const relation of task.relation) {
      const source = networks.sources[relation.platform as PostSource];
      const ids = relation.post_ids ?? [];
      for (const [n, id] of ids.entries()) {
        const post = await readBack(source, id);
        expect(post.ok && post.value?.text).toContain(texts[n]);
        if (n > 0) {
          // Each later post answers the one before it, sent at least 1 s after it was published.
          expect(post.ok && post.value?.replyTo).toBe(ids[n - 1]);
          const job = (index: number) =>
            events.find(
              (e) =>
                e.type === 'PublishAttempted' &&
                e.payload.jobId?.endsWith(`:${relation.platform}:${index}`),
            )?.payload.jobId ?? '';
          expect(attemptedAt(job(n)) - succeededAt(job(n - 1))).toBeGreaterThanOrEqual(1000);
        } else {
          // The picture went along: uploaded to X and Bluesky when the post went out.
          expect([
            relation.platform,
            await mediaCount(relation.platform as PostSource, id, post),
          ]).toEqual([relation.platform, 1]);
        }
      }
    }
  }, 120_000);

  it('a network failing leaves the task Failed for that platform only, with the reason', async () => {
    const tag = `schf${Date.now().toString(36)}`;
    await setFaults('bsky', {
      errorRate: 1,
      errorStatus: 400,
      paths: ['/xrpc/com.atproto.repo.applyWrites', '/xrpc/com.atproto.repo.createRecord'],
    });
    const scheduleTime = minutesAfter(kit.clock.now(), 2);
    const created = await kit.call('/v3/post/schedule', {
      scheduleTime,
      posts: await scheduledThread(networks.targets, [`${tag} one network refuses`]),
      display_info: { content: `${tag} one network refuses`, media_type: ['Text'] },
      ua_type: 'web',
      groupId: randomUUID(),
    });
    const taskId = (created.body.data as { taskId: string }).taskId;
    kit.clock.advance(Date.parse(scheduleTime) - kit.clock.now());
    const task = await settled(taskId);
    await clearFaults();

    expect(task.status).toBe('Failed');
    const byPlatform = Object.fromEntries(task.relation.map((r) => [r.platform, r]));
    expect(byPlatform.Bsky?.status).toBe('Failed');
    expect(byPlatform.Bsky?.reason).toBeTruthy();
    for (const platform of ['Farcaster', 'Lens', 'Twitter'])
      expect([
        platform,
        byPlatform[platform]?.status,
        byPlatform[platform]?.post_ids?.length,
      ]).toEqual([platform, 'Success', 1]);
    // The Failed list has it, for the Scheduled tab to reopen.
    expect((await tasks('Failed')).map((t) => t.task_uuid)).toContain(taskId);
  }, 120_000);
});
