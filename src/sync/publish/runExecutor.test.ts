import { afterEach, describe, expect, it } from 'vitest';
import { appCatalog } from '@/events/appCatalog';
import { openProjection } from '@/events/projectionRunner';
import { fakeIndexedDb, openTestLog, uniqueLogName } from '@/events/testing/openTestLog';
import type { Source } from '@/sources/source';
import { ok } from '@/domain/result';
import { LEASE_TTL_MS, executorLease } from '../lease/executorLease';
import { publishJobsProjection } from './publishJobsProjection';
import { runExecutor } from './runExecutor';

const opened: { close(): void }[] = [];
afterEach(() => opened.splice(0).forEach((h) => h.close()));

/** A network that answers after `gate` opens, counting what it receives. */
function slowNetwork() {
  let open: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (open = resolve));
  const received: string[] = [];
  const network = {
    source: 'Bsky',
    prepare: async (post: { text: string }, key: string) =>
      ok({ source: 'Bsky' as const, idempotencyKey: key, fingerprint: post.text, request: post }),
    publish: async (prepared: { idempotencyKey: string }) => {
      received.push(prepared.idempotencyKey);
      await gate;
      return ok({ id: `at://${received.length}`, url: 'u' });
    },
    reconcile: async () => ok(null),
  } as unknown as Source; // only what a publish needs: the drain calls nothing else here
  return { network, received, open: () => open() };
}

describe('runExecutor', () => {
  it('runs in one tab at a time: the other finds the lease taken and does nothing', async () => {
    const env = fakeIndexedDb();
    const name = uniqueLogName('executor');
    const tabA = await openTestLog(appCatalog, { env, name });
    const tabB = await openTestLog(appCatalog, { env, name });
    opened.push(tabA, tabB);
    const jobsA = await openProjection({
      log: tabA.log,
      snapshots: tabA.snapshots,
      projection: publishJobsProjection,
    });
    const jobsB = await openProjection({
      log: tabB.log,
      snapshots: tabB.snapshots,
      projection: publishJobsProjection,
    });
    opened.push(jobsA, jobsB);
    await tabA.log.append({
      type: 'PublishRequested',
      aggregateId: 'intent',
      payload: {
        kind: 'post',
        targets: [{ source: 'Bsky', accountId: 'did:plc:a' }],
        posts: [{ text: 'hi' }],
      },
    });
    const net = slowNetwork();
    const executor = (tab: typeof tabA, jobs: typeof jobsA, holder: string) =>
      runExecutor({
        lease: executorLease({ log: tab.log, holder, now: Date.now }),
        append: (event) => tab.log.append(event),
        state: () => jobs.catchUp(),
        sourceFor: async () => net.network,
        now: Date.now,
        executor: holder,
      });

    const first = executor(tabA, jobsA, 'tab-a');
    await new Promise((resolve) => setTimeout(resolve, 50)); // tab A is mid-attempt
    const refused = await executor(tabB, jobsB, 'tab-b');
    expect(refused).toMatchObject({ ran: false, reason: 'busy' });
    // Tab B is told when tab A's lease runs out, a lease's lifetime from A's claim.
    const until = refused.ran ? 0 : refused.until;
    expect(until).toBeGreaterThan(Date.now());
    expect(until).toBeLessThanOrEqual(Date.now() + LEASE_TTL_MS);
    net.open();
    expect(await first).toMatchObject({ ran: true, steps: 1 });
    expect(net.received).toHaveLength(1);
    // Released: the next turn may go to either tab, and finds nothing to do.
    expect(await executor(tabB, jobsB, 'tab-b')).toMatchObject({ ran: true, steps: 0 });
  });

  it('ends a turn only once both drains have: one failing leaves no call out without the lease', async () => {
    const { log, snapshots } = await openTestLog(appCatalog, {
      env: fakeIndexedDb(),
      name: uniqueLogName('executor'),
    });
    const jobs = await openProjection({ log, snapshots, projection: publishJobsProjection });
    opened.push({ close: () => undefined }, jobs);
    await log.append({
      type: 'PublishRequested',
      aggregateId: 'intent',
      payload: {
        kind: 'post',
        targets: [{ source: 'Bsky', accountId: 'did:plc:a' }],
        posts: [{ text: 'hi' }],
      },
    });
    const net = slowNetwork();
    let ended = false;
    const turn = runExecutor({
      lease: executorLease({ log, holder: 'tab', now: Date.now }),
      append: (event) => log.append(event),
      state: () => jobs.catchUp(),
      // The switches' drain fails at once (the log refused a write).
      toggles: () => Promise.reject(new Error('the log refused a write')),
      sourceFor: async () => net.network,
      now: Date.now,
      executor: 'tab',
    }).finally(() => (ended = true));
    turn.catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 50)); // the post's call is out
    expect(net.received).toHaveLength(1);
    expect(ended).toBe(false);
    net.open();
    await expect(turn).rejects.toThrow('the log refused a write');
  });
});
