import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeRgbPng } from '../../../server/images/encodeRgbPng';
import type { PostSource } from '../../../src/app/sources';
import type { NewAppEvent } from '../../../src/events/appCatalog';
import { emptyComposerPost } from '../../../src/machines/composer/model/composerPost';
import { DRAFT_VERSION } from '../../../src/machines/composer/model/draft';
import { groupIdOf } from '../../../src/schedule/groupIdOf';
import { scheduleHistoryAnswerSchema } from '../../../src/schedule/scheduleContract';
import { uploadToGrove } from '../../../src/sources/storage/groveStorage';
import { fail } from '../../../src/sources/sourceResult';
import { ulid } from '../../../src/events/ulid';
import { prepareScheduleIntent } from '../../../src/sync/schedule/prepareScheduleIntent';
import type { ScheduleIntent } from '../../../src/sync/schedule/scheduleIntentsProjection';
import { fourNetworks } from '../../support/fourNetworks';
import { sandbox } from '../sandbox/sandboxClient';
import { scheduleKit, type ScheduleKit } from './scheduleKit';

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
  await kit?.close();
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
    const intent: ScheduleIntent = {
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
      draft: {
        version: DRAFT_VERSION,
        draftId: crypto.randomUUID(),
        type: 'compose',
        posts: [emptyComposerPost('p')],
        availableProfiles: [],
        cursor: 'p',
        createdAt: 1,
      },
      createdAt: 1,
      status: 'preparing',
      files: {},
      framePolls: {},
    };
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
});
