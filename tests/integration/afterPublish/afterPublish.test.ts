import { afterEach, describe, expect, it, vi } from 'vitest';
import { ulid } from '@/domain/ulid';
import { ACCOUNTS_AGGREGATE } from '@/events/types/accountEvents';
import { drainPublishJobs } from '@/sync/publish/drainPublishJobs';
import { intentResults } from '@/sync/publish/publishJobQueries';
import { publishJobsProjection } from '@/sync/publish/publishJobsProjection';
import { pendingCalls } from '@/sync/serverCallsProjection';
import { newBskyAccount, newFarcasterAccount } from '../../support/sandboxAccounts';
import { sandbox } from '../sandbox/sandboxClient';
import { afterPublishKit, type AfterPublishKit } from './afterPublishKit';

const kits: AfterPublishKit[] = [];
afterEach(async () => {
  for (const kit of kits.splice(0)) await kit.close();
  vi.restoreAllMocks();
});

interface ReportRow {
  account_id: string;
  platform: string;
  post_id: string;
  platform_id: string;
  relation_id: string;
  post_time: number;
  ua_type: string;
}

const reportsOn = (kit: AfterPublishKit) =>
  kit.server.query<ReportRow>('SELECT * FROM post_reports ORDER BY platform, post_time, rowid');

describe('after a post is published (composer.md §4.6, §7.3, §7.8)', () => {
  it('reports every post of a thread on Bluesky and Farcaster and updates its red packet, from the log after a reload', async () => {
    let clock = Date.now();
    const kit = await afterPublishKit({ now: () => clock });
    kits.push(kit);
    const manifest = sandbox();
    const [bsky, farcaster] = await Promise.all([
      newBskyAccount(manifest),
      newFarcasterAccount(manifest, () => clock),
    ]);
    const fname = `t${farcaster.fid}`;
    const polycast = await kit.joinPolycast();
    const accounts = [
      { source: 'Bsky' as const, accountId: bsky.did, handle: bsky.handle },
      { source: 'Farcaster' as const, accountId: String(farcaster.fid), handle: fname },
    ];
    for (const account of accounts) {
      await kit.append({
        type: 'AccountConnected',
        aggregateId: ACCOUNTS_AGGREGATE,
        payload: { ...account, displayName: 'Polly', via: 'signIn' },
      });
    }

    // The page that publishes: its jobs and its server calls.
    const publishJobs = await kit.open(publishJobsProjection);
    const firstPage = await kit.openCalls();
    const intentId = ulid();
    // The red packet's claim key, made by the server for this account (wallet.md §2.5).
    const keyAnswer = await kit.server.postJson(
      '/api/red-packet/claim-key',
      { network: 'EVM' },
      polycast.sessionToken,
    );
    const { publicKey } = ((await keyAnswer.json()) as { data: { publicKey: string } }).data;
    const redPacket = { rpid: `0x${'ab'.repeat(32)}`, publicKey };
    await kit.append({
      id: intentId,
      type: 'PublishRequested',
      aggregateId: intentId,
      payload: {
        kind: 'thread',
        targets: accounts.map(({ source, accountId }) => ({ source, accountId })),
        posts: [{ text: `after publish ${intentId} 1/2` }, { text: `after publish 2/2` }],
        redPacket,
      },
    });
    const sources = { Bsky: bsky.source, Farcaster: farcaster.source };
    for (let round = 0; round < 20; round++) {
      const { nextWakeAt } = await drainPublishJobs({
        append: (event) => kit.log.append(event),
        state: () => publishJobs.catchUp(),
        sourceFor: async (target) =>
          target.source === 'Bsky' || target.source === 'Farcaster'
            ? sources[target.source]
            : undefined,
        now: () => clock,
        executor: 'after-publish',
        signal: new AbortController().signal,
        callTimeoutMs: 10_000,
      });
      if (nextWakeAt === undefined) break;
      clock = Math.max(clock, nextWakeAt); // thread waits pass at once
    }
    const results = intentResults(await publishJobs.catchUp(), intentId);
    const bskyIds = results.Bsky?.postIds ?? [];
    const farcasterIds = results.Farcaster?.postIds ?? [];
    expect([bskyIds.length, farcasterIds.length]).toEqual([2, 2]);

    // Four reports and two red packet updates wait in the log; the page closes before sending.
    expect(
      pendingCalls(await firstPage.catchUp())
        .map((call) => call.path)
        .sort(),
    ).toEqual([
      '/api/logpush',
      '/api/logpush',
      '/api/logpush',
      '/api/logpush',
      '/api/red-packet/claim-strategy',
      '/api/red-packet/claim-strategy',
    ]);
    await firstPage.saveSnapshot();
    firstPage.close();

    // After a reload, the new page's outbox sends them.
    const reloaded = await kit.openCalls();
    await kit.drain(reloaded);
    expect((await reloaded.catchUp()).calls).toEqual({});

    const reports = reportsOn(kit);
    expect(reports).toHaveLength(4);
    expect(
      reports.map(({ platform, post_id, platform_id }) => [platform, post_id, platform_id]),
    ).toEqual(
      expect.arrayContaining([
        ['Bsky', bskyIds[0], bsky.did],
        ['Bsky', bskyIds[1], bsky.did],
        ['Farcaster', farcasterIds[0], String(farcaster.fid)],
        ['Farcaster', farcasterIds[1], String(farcaster.fid)],
      ]),
    );
    for (const report of reports) {
      expect(report).toMatchObject({
        account_id: polycast.accountId,
        relation_id: intentId,
        ua_type: 'web',
      });
      expect(report.post_time).toBeGreaterThan(1_700_000_000);
      expect(report.post_time).toBeLessThan(4_102_444_800);
    }

    const [strategy] = kit.server.query<{ posts: string; platforms: string; post_on: string }>(
      'SELECT posts, platforms, post_on FROM red_packet_claim_strategies WHERE rpid = ?',
      redPacket.rpid,
    );
    // Only the thread's first post carries the red packet, on each network.
    expect(JSON.parse(strategy?.posts ?? '[]')).toEqual(
      expect.arrayContaining([
        { platform: 'Bsky', postId: bskyIds[0] },
        { platform: 'Farcaster', postId: farcasterIds[0] },
      ]),
    );
    expect(JSON.parse(strategy?.posts ?? '[]')).toHaveLength(2);
    expect(JSON.parse(strategy?.platforms ?? '[]')).toEqual(
      expect.arrayContaining([
        { platformId: bsky.did, platformName: 'Bsky' },
        { platformId: String(farcaster.fid), platformName: 'Farcaster' },
      ]),
    );
    expect(JSON.parse(strategy?.post_on ?? '[]')).toEqual(
      expect.arrayContaining([
        { platform: 'Bsky', postId: bskyIds[0], handle: bsky.handle },
        { platform: 'Farcaster', postId: farcasterIds[0], handle: fname },
      ]),
    );

    // A later page finds nothing left to send.
    await kit.drain(await kit.openCalls());
    expect(reportsOn(kit)).toHaveLength(4);
  });
});
