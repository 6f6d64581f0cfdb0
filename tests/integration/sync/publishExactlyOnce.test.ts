import { afterAll, describe, expect, it } from 'vitest';
import { drainPublishJobs } from '@/sync/publish/drainPublishJobs';
import { intentResults } from '@/sync/publish/publishJobQueries';
import { ulid } from '@/domain/ulid';
import { fourNetworks } from '../../support/fourNetworks';
import { memoryPublishLog } from '../../support/memoryPublishLog';
import { postsWithTag } from '../../support/postsWithTag';
import { sandbox, setFaults } from '../sandbox/sandboxClient';

const NETWORKS = ['bsky', 'farcaster', 'x', 'lens'] as const;

afterAll(async () => {
  for (const network of NETWORKS)
    await setFaults(network, { errorRate: 0, dropAfterCommitRate: 0 });
});

describe('publishing through the sync core to the four sandbox networks', () => {
  it('lands every post exactly once, threads in order, with 30 % errors and 20 % replies lost after commit', async () => {
    const { bsky, farcaster, x, lens, sources, targets } = await fourNetworks(sandbox(), {
      xUser: 'satoshi_fan',
      lensAccount: 'mint_maker',
      lensWallet: 3,
    });
    for (const [index, network] of NETWORKS.entries()) {
      await setFaults(network, {
        errorRate: 0.3,
        errorStatus: 503,
        retryAfterSeconds: 1,
        dropAfterCommitRate: 0.2,
        seed: 40 + index,
      });
    }

    // A virtual clock: waits (backoff, Retry-After, thread parents) pass at once.
    let clock = Date.now();
    const log = memoryPublishLog(() => clock);
    const tag = `xo${Date.now().toString(36)}`;
    const intents: { id: string; texts: string[] }[] = [];
    for (let i = 0; i < 6; i++) intents.push({ id: ulid(), texts: [`${tag} post ${i}`] });
    for (let t = 0; t < 2; t++) {
      intents.push({ id: ulid(), texts: [1, 2, 3].map((n) => `${tag} thread ${t} part ${n}`) });
    }
    for (const intent of intents) {
      await log.append({
        id: intent.id,
        type: 'PublishRequested',
        aggregateId: intent.id,
        payload: {
          kind: intent.texts.length > 1 ? 'thread' : 'post',
          targets,
          posts: intent.texts.map((text) => ({ text })),
        },
      });
    }

    for (let round = 0; round < 200; round++) {
      const { nextWakeAt } = await drainPublishJobs({
        ...log,
        sourceFor: async (target) => sources[target.source],
        now: () => clock,
        executor: 'integration',
        signal: new AbortController().signal,
        callTimeoutMs: 10_000,
      });
      if (nextWakeAt === undefined) break;
      clock = Math.max(clock, nextWakeAt);
    }

    const state = await log.state();
    const failed = Object.values(state.jobs).filter((job) => job.status !== 'succeeded');
    expect(failed.map((job) => [job.id, job.lastError?.reason])).toEqual([]);
    // The faults really happened: lost answers were reconciled, errors retried.
    const types = log.events.map((e) => e.type);
    expect(types.filter((t) => t === 'PublishOutcomeUnknown').length).toBeGreaterThan(0);
    expect(types.filter((t) => t === 'PublishFailed').length).toBeGreaterThan(0);

    for (const network of NETWORKS)
      await setFaults(network, { errorRate: 0, dropAfterCommitRate: 0 });
    const landed = await postsWithTag(tag, {
      bskyDid: bsky.did,
      fid: farcaster.fid,
      lens: lens.account,
      x: { session: x.session, accountId: x.accountId },
    });
    const expected = intents.flatMap((i) => i.texts).sort();
    expect(landed.Bsky.sort()).toEqual(expected);
    expect(landed.Farcaster.sort()).toEqual(expected);
    expect(landed.Twitter.sort()).toEqual(expected);
    expect(landed.Lens).toBe(expected.length);

    // Each thread post replies to the one before it, on every network.
    for (const intent of intents.filter((i) => i.texts.length > 1)) {
      const results = intentResults(state, intent.id);
      for (const target of targets) {
        const ids = results[target.source]?.postIds ?? [];
        for (let n = 1; n < ids.length; n++) {
          // Read until the network serves it: Bluesky's AppView indexes a moment after the PDS.
          await expect
            .poll(
              async () => {
                const post = await sources[target.source].getPost(
                  ids[n] ?? '',
                  AbortSignal.timeout(10_000),
                );
                return post.ok && post.value?.replyTo;
              },
              { timeout: 10_000 },
            )
            .toBe(ids[n - 1]);
        }
      }
    }
  });
});
