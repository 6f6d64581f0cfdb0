import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeRgbPng } from '../../../server/images/encodeRgbPng';
import type { PostSource } from '@/domain/networks';
import type { NewAppEvent } from '@/events/appCatalog';
import { groupIdOf } from '@/domain/schedule/groupIdOf';
import { scheduleHistoryAnswerSchema } from '@/domain/schedule/scheduleContract';
import { uploadToGrove } from '@/sources/storage/groveStorage';
import { fail } from '@/domain/result';
import { framePollCreator } from '@/sources/product/createFramePoll';
import { startComposerServer, type ComposerTestServer } from '../composerServer/composerServerKit';
import { ulid } from '@/domain/ulid';
import { prepareScheduleIntent } from '@/sync/schedule/prepareScheduleIntent';
import type { ScheduleIntent } from '@/sync/schedule/scheduleIntentsProjection';
import { scheduledDraft, scheduleIntentOf } from '@/sync/schedule/testing/scheduleIntentKit';
import { fourNetworks } from '../../support/fourNetworks';
import { sandbox } from '../sandbox/sandboxClient';
import { scheduleKit, type ScheduleKit } from './scheduleKit';

let networks: Awaited<ReturnType<typeof fourNetworks>>;
let kit: ScheduleKit;
let polls: ComposerTestServer;

beforeAll(async () => {
  networks = await fourNetworks(sandbox(), {
    xUser: 'satoshi_fan',
    lensAccount: 'mint_maker',
    lensWallet: 3,
  });
  kit = await scheduleKit({ sources: networks.sources, targets: networks.targets });
  kit.dispatcher.start();
  polls = await startComposerServer();
}, 60_000);

afterAll(async () => {
  await kit?.close();
  await polls?.close();
});

async function settled(taskId: string) {
  for (let i = 0; i < 600; i++) {
    const answer = await kit.call('/v3/post/schedule/history', {
      cursor: null,
      size: 20,
      status: 'Pending,Failed,Success',
    });
    const task = scheduleHistoryAnswerSchema
      .parse(answer.body)
      .data.posts.find((t) => t.task_uuid === taskId);
    if (task && task.status !== 'Pending') return task;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`task ${taskId} did not settle`);
}

function intentOf(posts: ScheduleIntent['posts'], targets = networks.targets): ScheduleIntent {
  const id = ulid();
  return scheduleIntentOf({
    id,
    groupId: groupIdOf(id),
    productAccountId: 'acct',
    scheduleTime: (Math.floor(kit.clock.now() / 60_000) + 5) * 60_000,
    kind: posts.length > 1 ? 'thread' : 'post',
    targets,
    posts,
    draft: scheduledDraft(crypto.randomUUID()),
  });
}

describe('a post scheduled from the composer is published by the server (composer.md §4.9, §7.2)', () => {
  it('its files stored once, its payloads built for all four networks, a thread in order', async () => {
    const storage = sandbox().lens?.storage;
    if (!storage) throw new Error('no storage in the sandbox');
    const tag = `cmp${Date.now().toString(36)}`;
    const texts = [`${tag} scheduled from the composer`, `${tag} and its second post`];
    const row = [0, 40, 200, 40, 40, 200, 40];
    const png = new Blob([encodeRgbPng(2, 2, new Uint8Array([...row, ...row]))], {
      type: 'image/png',
    });
    const id = ulid();
    const scheduleTime = (Math.floor(kit.clock.now() / 60_000) + 5) * 60_000;
    const intent = scheduleIntentOf({
      id,
      groupId: groupIdOf(id),
      productAccountId: 'acct',
      scheduleTime,
      kind: 'thread',
      targets: networks.targets,
      posts: [
        {
          text: texts[0] ?? '',
          localMedia: [
            { mediaId: 'pic', kind: 'image', mimeType: 'image/png', name: 'p.png', size: png.size },
          ],
        },
        { text: texts[1] ?? '' },
      ],
      draft: scheduledDraft(crypto.randomUUID()),
    });
    const events: NewAppEvent[] = [];
    let uploads = 0;
    const outcome = await prepareScheduleIntent(intent, {
      append: async (event) => void events.push(event),
      storageUrl: async () => storage,
      upload: (url, body, signal) => {
        uploads += 1;
        return uploadToGrove(url, body, signal);
      },
      mediaFile: async (mediaId) => (mediaId === 'pic' ? png : undefined),
      createFramePoll: async () => fail({ kind: 'invalid', message: 'no polls here' }),
      lensHandle: () => 'mint_maker',
      signal: AbortSignal.timeout(20_000),
    });
    expect(outcome).toEqual({ kind: 'prepared' });
    // One picture (for all four networks) and two Lens metadata documents.
    expect(uploads).toBe(3);
    const prepared = events.at(-1);
    if (prepared?.type !== 'SchedulePrepared') throw new Error('not prepared');

    const created = await kit.call('/v3/post/schedule', prepared.payload.body);
    expect(created.status).toBe(201);
    const taskId = (created.body.data as { taskId: string }).taskId;
    // Sent again (a retry), it is the same task.
    const again = await kit.call('/v3/post/schedule', prepared.payload.body);
    expect((again.body.data as { taskId: string }).taskId).toBe(taskId);

    kit.clock.advance(scheduleTime - kit.clock.now());
    const task = await settled(taskId);
    expect(task.display_info).toEqual({ content: texts[0], media_type: ['Text', 'Image'] });
    expect(task.relation.map((r) => [r.platform, r.status, r.post_ids?.length])).toEqual(
      networks.targets.map((t) => [t.source, 'Success', 2]),
    );
    for (const relation of task.relation) {
      const source = networks.sources[relation.platform as PostSource];
      const [first, second] = relation.post_ids ?? [];
      const seen = async (postId: string | undefined) => {
        const post = await source.getPost(postId ?? '', AbortSignal.timeout(10_000));
        return post.ok ? post.value : undefined;
      };
      // A network may take a moment to serve what was just published.
      await expect
        .poll(
          async () => {
            const [one, two] = [await seen(first), await seen(second)];
            return [
              relation.platform,
              one?.text?.includes(texts[0] ?? ''),
              two?.text?.includes(texts[1] ?? ''),
              two?.replyTo,
            ];
          },
          { timeout: 15_000 },
        )
        .toEqual([relation.platform, true, true, first]);
      const one = await seen(first);
      if (relation.platform !== 'Twitter') {
        expect([relation.platform, one?.media.length]).toEqual([relation.platform, 1]);
      }
    }
  }, 120_000);

  it('a poll: its frame poll created once (Farcaster and Lens carry its link), X its own poll', async () => {
    const storage = sandbox().lens?.storage;
    if (!storage) throw new Error('no storage in the sandbox');
    const question = `cmpoll${Date.now().toString(36)} Tea or coffee?`;
    const targets = networks.targets.filter((t) => t.source !== 'Bsky');
    const intent = intentOf(
      [
        {
          text: question,
          poll: { options: ['Tea', 'Coffee'], durationMinutes: 60 },
          pollSources: ['Twitter'],
          framePoll: {
            title: question,
            choices: ['Tea', 'Coffee'],
            type: 'Single',
            durationSeconds: 3600,
            strategies: 'None',
            sources: ['Farcaster', 'Lens'],
          },
        },
      ],
      targets,
    );
    const token = await polls.signUp();
    const creator = framePollCreator(polls.url, async () => ({ token }));
    let pollCalls = 0;
    const deps = {
      append: async () => undefined,
      storageUrl: async () => storage,
      upload: uploadToGrove,
      mediaFile: async () => undefined,
      createFramePoll: (...args: Parameters<typeof creator>) => {
        pollCalls += 1;
        return creator(...args);
      },
      lensHandle: () => 'mint_maker',
      signal: AbortSignal.timeout(20_000),
    };
    const events: NewAppEvent[] = [];
    const outcome = await prepareScheduleIntent(intent, {
      ...deps,
      append: async (event) => void events.push(event),
    });
    expect(outcome).toEqual({ kind: 'prepared' });
    expect(pollCalls).toBe(1);
    const created = events.find((e) => e.type === 'FramePollCreated');
    const prepared = events.at(-1);
    if (created?.type !== 'FramePollCreated' || prepared?.type !== 'SchedulePrepared') {
      throw new Error('no poll, or not prepared');
    }
    const frameUrl = created.payload.frameUrl;
    expect(frameUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/frames\/polls\//);

    const answer = await kit.call('/v3/post/schedule', prepared.payload.body);
    expect(answer.status).toBe(201);
    const taskId = (answer.body.data as { taskId: string }).taskId;
    kit.clock.advance(intent.scheduleTime - kit.clock.now());
    const task = await settled(taskId);
    expect(task.display_info.media_type).toEqual(['Text', 'Vote']);
    expect(task.relation.map((r) => [r.platform, r.status])).toEqual(
      targets.map((t) => [t.source, 'Success']),
    );
    for (const relation of task.relation) {
      const source = networks.sources[relation.platform as PostSource];
      const id = relation.post_ids?.[0] ?? '';
      await expect
        .poll(
          async () => {
            const post = await source.getPost(id, AbortSignal.timeout(10_000));
            const text = post.ok ? (post.value?.text ?? '') : '';
            return [relation.platform, text.includes(question), text.includes(frameUrl)];
          },
          { timeout: 15_000 },
        )
        .toEqual([relation.platform, true, relation.platform !== 'Twitter']);
    }
  }, 120_000);
});
