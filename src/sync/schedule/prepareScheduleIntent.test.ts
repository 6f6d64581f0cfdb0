import { describe, expect, it, vi } from 'vitest';
import type { NewAppEvent } from '@/events/appCatalog';
import { createScheduleBodySchema } from '@/domain/schedule/scheduleContract';
import { fail, ok } from '@/domain/result';
import { prepareScheduleIntent, type PrepareScheduleDeps } from './prepareScheduleIntent';
import type { ScheduleIntent } from './scheduleIntentsProjection';
import { scheduledDraft } from './testing/scheduleIntentKit';

const image = {
  mediaId: 'm1',
  kind: 'image' as const,
  mimeType: 'image/png',
  name: 'a.png',
  size: 3,
};

function intentWith(overrides: Partial<ScheduleIntent> = {}): ScheduleIntent {
  return {
    id: '01JINTENT00000000000000001',
    groupId: '01936b9e-0c2a-8b3d-9e4f-5a6b7c8d9e0f',
    productAccountId: 'acct',
    scheduleTime: Date.UTC(2026, 10, 24, 9, 30),
    kind: 'post',
    targets: [
      { source: 'Lens', accountId: '0xlens' },
      { source: 'Bsky', accountId: 'did:plc:a' },
    ],
    posts: [
      {
        text: 'Poll time',
        localMedia: [image],
        framePoll: {
          title: 'Poll time',
          choices: ['a', 'b'],
          type: 'Single',
          durationSeconds: 3600,
          strategies: 'None',
          sources: ['Lens'],
        },
      },
    ],
    draft: scheduledDraft(),
    createdAt: 1,
    status: 'preparing',
    files: {},
    framePolls: {},
    ...overrides,
  };
}

function fakes(overrides: Partial<PrepareScheduleDeps> = {}) {
  const events: NewAppEvent[] = [];
  let n = 0;
  const deps: PrepareScheduleDeps = {
    append: vi.fn(async (event: NewAppEvent) => void events.push(event)),
    storageUrl: vi.fn(async () => 'http://127.0.0.1:9/storage'),
    upload: vi.fn(async () => {
      n += 1;
      return ok({ uri: `lens://f${n}`, url: `http://127.0.0.1:9/files/f${n}` });
    }),
    mediaFile: vi.fn(async () => new Blob(['abc'], { type: 'image/png' })),
    createFramePoll: vi.fn(async () =>
      ok({ pollId: 'p1', frameUrl: 'http://127.0.0.1:9/frame/p1' }),
    ),
    lensHandle: () => 'polly',
    signal: new AbortController().signal,
    ...overrides,
  };
  return { deps, events };
}

describe('preparing a schedule intent (composer.md §4.9, §7.2)', () => {
  it('stores the file once, creates the poll, stores the Lens metadata, then asks for the task', async () => {
    const { deps, events } = fakes();
    expect(await prepareScheduleIntent(intentWith(), deps)).toEqual({ kind: 'prepared' });
    expect(events.map((e) => e.type)).toEqual([
      'ScheduleFileStored',
      'FramePollCreated',
      'ScheduleFileStored',
      'SchedulePrepared',
    ]);
    expect(deps.createFramePoll).toHaveBeenCalledWith(
      expect.objectContaining({ choices: ['a', 'b'] }),
      '01JINTENT00000000000000001:poll:0',
      expect.anything(),
    );
    const prepared = events.at(-1);
    if (prepared?.type !== 'SchedulePrepared') throw new Error('not prepared');
    const body = createScheduleBodySchema.parse(prepared.payload.body);
    expect(body.groupId).toBe('01936b9e-0c2a-8b3d-9e4f-5a6b7c8d9e0f');
    expect(JSON.parse(body.posts[0]?.payload ?? '')).toEqual([
      { operation: 'CreatePost', request: { contentUri: 'lens://f2' } },
    ]);
    expect(JSON.parse(body.posts[1]?.payload ?? '')).toEqual([
      { text: 'Poll time', media: { media_ids: ['http://127.0.0.1:9/files/f1'] } },
    ]);
    // The Lens metadata names the stored file and ends with the frame poll's link.
    const metadata = JSON.parse(
      await (vi.mocked(deps.upload).mock.calls[1]?.[1] as Blob).text(),
    ) as { lens: { content: string; image: { item: string } } };
    expect(metadata.lens.content).toBe('Poll time\nhttp://127.0.0.1:9/frame/p1');
    expect(metadata.lens.image.item).toBe('lens://f1');
  });

  it('refuses a thread of fewer than two posts before storing anything (composer.md §5.1, §8)', async () => {
    const { deps, events } = fakes();
    const outcome = await prepareScheduleIntent(intentWith({ kind: 'thread' }), deps);
    expect(outcome).toEqual({ kind: 'failed', reason: 'A thread must have at least two posts.' });
    expect(events.map((e) => e.type)).toEqual(['SchedulePreparationFailed']);
    expect(deps.upload).not.toHaveBeenCalled();
  });

  it('a retry reuses what was stored and created', async () => {
    const { deps, events } = fakes();
    const intent = intentWith({
      files: {
        'media:m1': { url: 'http://127.0.0.1:9/files/x', uri: 'lens://x' },
        'lens:0': { url: 'http://127.0.0.1:9/files/m', uri: 'lens://m' },
      },
      framePolls: { 0: { pollId: 'p', frameUrl: 'http://127.0.0.1:9/frame/p' } },
    });
    expect(await prepareScheduleIntent(intent, deps)).toEqual({ kind: 'prepared' });
    expect(deps.upload).not.toHaveBeenCalled();
    expect(deps.createFramePoll).not.toHaveBeenCalled();
    expect(events.map((e) => e.type)).toEqual(['SchedulePrepared']);
  });

  it('waits while the storage cannot be reached (nothing failed)', async () => {
    const { deps, events } = fakes({
      upload: vi.fn(async () => fail({ kind: 'network', message: 'offline' })),
    });
    expect(await prepareScheduleIntent(intentWith(), deps)).toEqual({
      kind: 'waiting',
      reason: 'offline',
    });
    expect(events).toEqual([]);
  });

  it('fails in §8’s words when a file is gone or the poll is refused', async () => {
    const gone = fakes({ mediaFile: vi.fn(async () => undefined) });
    expect(await prepareScheduleIntent(intentWith(), gone.deps)).toEqual({
      kind: 'failed',
      reason: 'There are images that were not uploaded successfully.',
    });
    expect(gone.events.map((e) => e.type)).toEqual(['SchedulePreparationFailed']);

    const refused = fakes({
      createFramePoll: vi.fn(async () =>
        fail({ kind: 'invalid', message: 'Failed to create poll', code: 'HTTP 400' }),
      ),
    });
    expect(await prepareScheduleIntent(intentWith(), refused.deps)).toEqual({
      kind: 'failed',
      reason: 'Failed to create poll',
    });

    const noSession = fakes({
      createFramePoll: vi.fn(async () =>
        fail({ kind: 'network', message: 'Failed to create poll', code: 'no_session' }),
      ),
    });
    expect((await prepareScheduleIntent(intentWith(), noSession.deps)).kind).toBe('waiting');
  });
});
