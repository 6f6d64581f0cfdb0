import { describe, expect, it } from 'vitest';
import { memoryPublishLog } from '../../../tests/support/memoryPublishLog';
import type { OutgoingPost, Source } from '@/sources/source';
import { ok } from '@/domain/result';
import { jobIdOf } from './publishJobsProjection';
import { runPublishJob, type PublishRunContext } from './runPublishJob';

const INTENT = '01JINTENT000000000000000007';

/** A network that records what it is asked to prepare or publish. */
function network() {
  const prepared: OutgoingPost[] = [];
  const refuse = () => {
    throw new Error('not expected here');
  };
  const source: Source = {
    source: 'Bsky',
    prepare: async (post, key) => {
      prepared.push(post);
      return ok({ source: 'Bsky', idempotencyKey: key, fingerprint: post.text, request: post });
    },
    publish: async () => ok({ id: `post-${prepared.length}`, url: 'https://bsky.example/p' }),
    reconcile: async () => ok(null),
    findRecentPostByFingerprint: async () => ok(null),
    deletePost: refuse,
    setToggle: refuse,
    getPost: refuse,
    getThread: refuse,
    getProfile: refuse,
    uploadMedia: refuse,
  };
  return { source, prepared };
}

async function thread(texts: string[]) {
  const log = memoryPublishLog(() => 1_000_000);
  await log.append({
    id: INTENT,
    type: 'PublishRequested',
    aggregateId: INTENT,
    payload: {
      kind: texts.length > 1 ? 'thread' : 'post',
      targets: [{ source: 'Bsky', accountId: 'me' }],
      posts: texts.map((text) => ({ text })),
    },
  });
  const net = network();
  const context: PublishRunContext = {
    append: log.append,
    sourceFor: async () => net.source,
    now: () => 1_000_000,
    executor: 'test',
    signal: new AbortController().signal,
    callTimeoutMs: 5000,
  };
  return { log, net, context };
}

const lastFailure = (log: ReturnType<typeof memoryPublishLog>) =>
  log.events.findLast((e) => e.type === 'PublishFailed')?.payload;

describe('runPublishJob: composer.md §8 words for a job that cannot be sent', () => {
  it("'Parent post is missing.' for a thread's later post whose parent has no id on its network", async () => {
    const { log, net, context } = await thread(['one', 'two']);
    const state = await log.state();
    const second = state.jobs[jobIdOf(INTENT, 'Bsky', 1)];
    if (!second) throw new Error('no job');
    // The first post is not published yet: the second must not go out as a post of its own.
    await runPublishJob(state, second, context);
    expect(net.prepared).toEqual([]);
    expect(lastFailure(log)).toMatchObject({
      jobId: second.id,
      retryable: false,
      kind: 'invalid',
      reason: 'Parent post is missing.',
    });
  });

  it('replies to the parent once it has its id', async () => {
    const { log, net, context } = await thread(['one', 'two']);
    const first = (await log.state()).jobs[jobIdOf(INTENT, 'Bsky', 0)];
    if (!first) throw new Error('no job');
    await runPublishJob(await log.state(), first, context);
    const state = await log.state();
    const second = state.jobs[jobIdOf(INTENT, 'Bsky', 1)];
    if (!second) throw new Error('no job');
    await runPublishJob(state, second, context);
    expect(net.prepared.map((p) => p.replyTo)).toEqual([undefined, 'post-1']);
  });

  it("'Post is missing.' for a job whose post is not in its intent", async () => {
    const { log, net, context } = await thread(['only one']);
    const state = await log.state();
    const job = state.jobs[jobIdOf(INTENT, 'Bsky', 0)];
    if (!job) throw new Error('no job');
    const stray = { ...job, id: jobIdOf(INTENT, 'Bsky', 3), index: 3 };
    await runPublishJob({ ...state, jobs: { ...state.jobs, [stray.id]: stray } }, stray, context);
    expect(net.prepared).toEqual([]);
    expect(lastFailure(log)).toMatchObject({ retryable: false, reason: 'Post is missing.' });
  });
});
