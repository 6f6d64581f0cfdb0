import { describe, expect, it } from 'vitest';
import { memoryPublishLog } from '../../../tests/support/memoryPublishLog';
import type { FramePollRequest } from '@/domain/composer/model/framePollRequest';
import type { CreateFramePoll } from '@/sources/product/createFramePoll';
import type { OutgoingPost, Source } from '@/sources/source';
import { fail, ok, type SourceError } from '@/domain/result';
import type { PostSource } from '@/domain/networks';
import { framePollKey } from './framePollFor';
import { jobIdOf, publishJobsProjection } from './publishJobsProjection';
import { runPublishJob, type PublishRunContext } from './runPublishJob';

const INTENT = '01JINTENT00000000000000POLL';
const FRAME = 'https://polycast.example/frames/polls/5b0a4c1e-0000-4000-8000-000000000001';

const framePoll: FramePollRequest = {
  title: 'Where do you post first?',
  choices: ['Farcaster', 'Lens', 'X'],
  type: 'Single',
  durationSeconds: 86_400,
  strategies: 'None',
  sources: ['Farcaster', 'Lens'],
};

/** Networks that record what they are asked to prepare. */
function networks() {
  const prepared: { source: PostSource; post: OutgoingPost }[] = [];
  const refuse = () => {
    throw new Error('not expected here');
  };
  const sourceOf = (source: PostSource): Source => ({
    source,
    prepare: async (post, key) => {
      prepared.push({ source, post });
      return ok({ source, idempotencyKey: key, fingerprint: post.text, request: post });
    },
    publish: async () => ok({ id: `${source}-post`, url: `https://${source}.example/p` }),
    reconcile: async () => ok(null),
    findRecentPostByFingerprint: async () => ok(null),
    deletePost: refuse,
    setToggle: refuse,
    getPost: refuse,
    getThread: refuse,
    getProfile: refuse,
    uploadMedia: refuse,
  });
  return { prepared, sourceOf };
}

async function pollPost(answers: (SourceError | undefined)[] = []) {
  const log = memoryPublishLog(() => 1_000_000);
  await log.append({
    id: INTENT,
    type: 'PublishRequested',
    aggregateId: INTENT,
    payload: {
      kind: 'post',
      targets: [
        { source: 'Farcaster', accountId: '1' },
        { source: 'Lens', accountId: '0xabc' },
        { source: 'Twitter', accountId: 'x1' },
      ],
      posts: [
        {
          text: 'Where do you post first?',
          poll: { options: ['Farcaster', 'Lens', 'X'], durationMinutes: 1440 },
          pollSources: ['Twitter'],
          framePoll,
        },
      ],
    },
  });
  const net = networks();
  const calls: { poll: FramePollRequest; key: string }[] = [];
  const createFramePoll: CreateFramePoll = async (poll, key) => {
    calls.push({ poll, key });
    const refused = answers[calls.length - 1];
    return refused ? fail(refused) : ok({ pollId: 'poll-1', frameUrl: FRAME });
  };
  const context: PublishRunContext = {
    append: log.append,
    sourceFor: async (target) => net.sourceOf(target.source),
    now: () => 1_000_000,
    executor: 'test',
    signal: new AbortController().signal,
    callTimeoutMs: 5000,
    createFramePoll,
  };
  const run = async (source: PostSource) => {
    const state = await log.state();
    const job = state.jobs[jobIdOf(INTENT, source, 0)];
    if (!job) throw new Error('no job');
    await runPublishJob(state, job, context);
  };
  return { log, net, calls, run };
}

describe('runPublishJob: a poll queued with its post (composer.md §4.4, §7.4)', () => {
  it('creates the frame poll once, before Farcaster or Lens is prepared; both end with its URL; X keeps its native poll', async () => {
    const { log, net, calls, run } = await pollPost();
    await run('Farcaster');
    await run('Lens');
    await run('Twitter');
    expect(calls).toEqual([{ poll: framePoll, key: framePollKey(INTENT, 0) }]);
    expect(log.events.filter((e) => e.type === 'FramePollCreated')).toHaveLength(1);
    const bySource = Object.fromEntries(net.prepared.map(({ source, post }) => [source, post]));
    expect(bySource.Farcaster?.text).toBe(`Where do you post first?\n${FRAME}`);
    expect(bySource.Lens?.text).toBe(`Where do you post first?\n${FRAME}`);
    expect(bySource.Farcaster?.poll).toBeUndefined();
    expect(bySource.Twitter?.text).toBe('Where do you post first?');
    expect(bySource.Twitter?.poll).toEqual({
      options: ['Farcaster', 'Lens', 'X'],
      durationMinutes: 1440,
    });
    const state = await log.state();
    expect(state.jobs[jobIdOf(INTENT, 'Farcaster', 0)]?.status).toBe('succeeded');
    expect(state.jobs[jobIdOf(INTENT, 'Lens', 0)]?.status).toBe('succeeded');
  });

  it("a refused poll (4xx) fails the job in §8's words and prepares nothing; X goes out", async () => {
    const { log, net, run } = await pollPost([
      { kind: 'invalid', message: 'Failed to create poll', code: 'HTTP 400' },
    ]);
    await run('Farcaster');
    await run('Twitter');
    expect(net.prepared.map((p) => p.source)).toEqual(['Twitter']);
    const job = (await log.state()).jobs[jobIdOf(INTENT, 'Farcaster', 0)];
    expect(job?.status).toBe('failed');
    expect(job?.lastError).toMatchObject({ reason: 'Failed to create poll', retryable: false });
  });

  it('a poll that could not be created yet (offline, no session) waits with the usual backoff, then goes out', async () => {
    const { log, net, calls, run } = await pollPost([
      { kind: 'network', message: 'Failed to create poll', code: 'network' },
    ]);
    await run('Farcaster');
    const waiting = (await log.state()).jobs[jobIdOf(INTENT, 'Farcaster', 0)];
    expect(waiting?.status).toBe('waiting');
    expect(waiting?.retryAt).toBeGreaterThan(1_000_000);
    expect(waiting?.lastError).toMatchObject({ reason: 'Failed to create poll', retryable: true });
    expect(net.prepared).toEqual([]);
    await run('Farcaster');
    // The same key each time: the server answers one poll however often it is asked.
    expect(calls.map((c) => c.key)).toEqual([framePollKey(INTENT, 0), framePollKey(INTENT, 0)]);
    expect(net.prepared[0]?.post.text).toBe(`Where do you post first?\n${FRAME}`);
  });
});

describe('publishJobsProjection: FramePollCreated', () => {
  it('records the first poll created for a post and keeps it', async () => {
    const { log } = await pollPost();
    const created = (frameUrl: string) =>
      log.append({
        type: 'FramePollCreated',
        aggregateId: INTENT,
        payload: { intentId: INTENT, index: 0, pollId: 'poll-1', frameUrl },
      });
    await created(FRAME);
    await created('https://polycast.example/frames/polls/other');
    expect((await log.state()).intents[INTENT]?.framePolls).toEqual({
      0: { pollId: 'poll-1', frameUrl: FRAME },
    });
    // A poll for an intent the projection does not know changes nothing.
    const before = await log.state();
    const after = publishJobsProjection.apply(before, {
      id: 'e1',
      type: 'FramePollCreated',
      aggregateId: 'unknown',
      at: 1,
      seq: 99,
      v: 1,
      payload: { intentId: 'unknown', index: 0, pollId: 'p', frameUrl: FRAME },
    });
    expect(after).toBe(before);
  });
});
