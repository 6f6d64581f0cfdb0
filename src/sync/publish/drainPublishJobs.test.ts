import { describe, expect, it } from 'vitest';
import type { PostSource } from '@/domain/networks';
import type { Source } from '@/sources/source';
import { fail, ok } from '@/domain/result';
import { drainPublishJobs } from './drainPublishJobs';
import { intentResults } from './publishJobQueries';
import { memoryPublishLog } from '../../../tests/support/memoryPublishLog';
import { jobIdOf } from './publishJobsProjection';
import { MAX_PUBLISH_ATTEMPTS } from './runPublishJob';

type Behaviour = 'ok' | 'drop' | 'busy' | 'refuse';

/**
 * A network as the drain sees it (the unit's collaborator): posts kept by
 * id, a fingerprint to find them by, and a script of how each publish goes
 * ('drop' commits the post and loses the answer).
 */
function fakeNetwork(source: PostSource, script: Behaviour[] = []) {
  const posts = new Map<string, { text: string; replyTo?: string; fingerprint: string }>();
  let next = 0;
  const network: Source = {
    source,
    prepare: async (post, key) =>
      ok({
        source,
        idempotencyKey: key,
        fingerprint: `${post.text}|${post.replyTo ?? ''}`,
        request: post,
      }),
    publish: async (prepared) => {
      const behaviour = script.shift() ?? 'ok';
      if (behaviour === 'busy')
        return fail({ kind: 'rate_limited', message: 'slow down', retryAfterMs: 5000 });
      if (behaviour === 'refuse') return fail({ kind: 'invalid', message: 'Too long.' });
      const request = prepared.request as { text: string; replyTo?: string };
      const id = `${source}-${++next}`;
      posts.set(id, { ...request, fingerprint: prepared.fingerprint });
      return behaviour === 'drop'
        ? fail({ kind: 'unknown_outcome', message: 'socket hang up' })
        : ok({ id, url: `https://${source}/${id}` });
    },
    reconcile: async (prepared) => {
      const found = [...posts].find(([, p]) => p.fingerprint === prepared.fingerprint);
      return ok(found ? { id: found[0], url: `https://${source}/${found[0]}` } : null);
    },
    findRecentPostByFingerprint: async () => ok(null),
    deletePost: async () => ok(undefined),
    setToggle: async () => ok(undefined),
    getPost: async () => ok(null),
    getThread: async () => ok(null),
    getProfile: async () => ok(null),
    uploadMedia: async () => fail({ kind: 'invalid', message: 'no media here' }),
  };
  return { network, posts };
}

const INTENT = '01JINTENT000000000000000001';

async function setUp(networks: Partial<Record<PostSource, Source>>, posts: string[]) {
  const clock = { now: 1_000_000 };
  const log = memoryPublishLog(() => clock.now);
  await log.append({
    id: INTENT,
    type: 'PublishRequested',
    aggregateId: INTENT,
    payload: {
      kind: posts.length > 1 ? 'thread' : 'post',
      targets: (Object.keys(networks) as PostSource[]).map((source) => ({
        source,
        accountId: 'me',
      })),
      posts: posts.map((text) => ({ text })),
    },
  });
  const drain = (signal = new AbortController().signal) =>
    drainPublishJobs({
      ...log,
      sourceFor: async (target) => networks[target.source],
      now: () => clock.now,
      random: () => 0.5,
      executor: 'test',
      signal,
      callTimeoutMs: 5000,
    });
  return { clock, log, drain };
}

describe('drainPublishJobs', () => {
  it('publishes a thread in order on each network, each post replying to the previous one there', async () => {
    const bsky = fakeNetwork('Bsky');
    const fc = fakeNetwork('Farcaster');
    const { clock, log, drain } = await setUp({ Bsky: bsky.network, Farcaster: fc.network }, [
      'one',
      'two',
      'three',
    ]);
    let result = await drain();
    // The next posts wait for the parents to be served (1 s on Bluesky, 3 s on Farcaster).
    while (result.nextWakeAt !== undefined) {
      clock.now = result.nextWakeAt;
      result = await drain();
    }
    expect([...bsky.posts.values()].map((p) => [p.text, p.replyTo])).toEqual([
      ['one', undefined],
      ['two', 'Bsky-1'],
      ['three', 'Bsky-2'],
    ]);
    expect([...fc.posts.values()].map((p) => p.replyTo)).toEqual([
      undefined,
      'Farcaster-1',
      'Farcaster-2',
    ]);
    expect(intentResults(await log.state(), INTENT).Bsky?.postIds).toEqual([
      'Bsky-1',
      'Bsky-2',
      'Bsky-3',
    ]);
  });

  it('reconciles a post whose answer was lost instead of sending it again', async () => {
    const x = fakeNetwork('Twitter', ['drop']);
    const { log, drain } = await setUp({ Twitter: x.network }, ['hello']);
    await drain();
    expect(x.posts.size).toBe(1);
    const types = log.events.map((e) => e.type);
    expect(types).toEqual([
      'PublishRequested',
      'PublishPrepared',
      'PublishAttempted',
      'PublishOutcomeUnknown',
      'PublishSucceeded',
    ]);
    expect(log.events.at(-1)?.payload).toMatchObject({ postId: 'Twitter-1', reconciled: true });
  });

  it('after an executor died mid-attempt, the next one reconciles before anything is sent', async () => {
    const lens = fakeNetwork('Lens');
    const { log, drain } = await setUp({ Lens: lens.network }, ['hello']);
    const jobId = jobIdOf(INTENT, 'Lens', 0);
    // The dead executor prepared, logged its attempt, and the post landed; then it was gone.
    const prepared = await lens.network.prepare(
      { text: 'hello', media: [] },
      jobId,
      AbortSignal.timeout(1000),
    );
    if (!prepared.ok) throw new Error('prepare');
    await log.append({
      type: 'PublishPrepared',
      aggregateId: INTENT,
      payload: { jobId, fingerprint: prepared.value.fingerprint, request: prepared.value.request },
    });
    await log.append({
      type: 'PublishAttempted',
      aggregateId: INTENT,
      payload: { jobId, attempt: 1, executor: 'dead-tab' },
    });
    await lens.network.publish(prepared.value, AbortSignal.timeout(1000));

    await drain();
    expect(lens.posts.size).toBe(1);
    expect(log.events.at(-1)).toMatchObject({
      type: 'PublishSucceeded',
      payload: { reconciled: true },
    });
  });

  it('waits for Retry-After, stops at a refusal, and asks for a login where there is none', async () => {
    const bsky = fakeNetwork('Bsky', ['busy', 'ok']);
    const x = fakeNetwork('Twitter', ['refuse']);
    const { clock, log, drain } = await setUp(
      { Bsky: bsky.network, Twitter: x.network, Lens: undefined },
      ['hi'],
    );
    const first = await drain();
    expect(first.nextWakeAt).toBe(clock.now + 5000);
    expect(bsky.posts.size).toBe(0);
    clock.now += 5000;
    await drain();
    expect(bsky.posts.size).toBe(1);
    const results = intentResults(await log.state(), INTENT);
    expect(results.Twitter).toMatchObject({ failed: true, postError: 'Too long.' });
    expect(results.Lens).toMatchObject({
      failed: true,
      postError: 'Login required to post on Lens.',
    });
  });

  it('gives up after the attempt limit with the last reason, and a user retry starts again', async () => {
    const farcaster = fakeNetwork('Farcaster', Array<Behaviour>(MAX_PUBLISH_ATTEMPTS).fill('busy'));
    const { clock, log, drain } = await setUp({ Farcaster: farcaster.network }, ['hi']);
    for (let round = 0; round <= MAX_PUBLISH_ATTEMPTS; round++) {
      const { nextWakeAt } = await drain();
      if (nextWakeAt === undefined) break;
      clock.now = nextWakeAt;
    }
    const results = intentResults(await log.state(), INTENT);
    expect(results.Farcaster).toMatchObject({
      failed: true,
      postError: `Gave up after ${MAX_PUBLISH_ATTEMPTS} attempts: slow down`,
    });
    await log.append({
      type: 'PublishRetryRequested',
      aggregateId: INTENT,
      payload: { intentId: INTENT, sources: ['Farcaster'] },
    });
    await drain();
    expect(farcaster.posts.size).toBe(1);
  });
});
