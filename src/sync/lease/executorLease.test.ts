import { afterEach, describe, expect, it } from 'vitest';
import { appCatalog } from '@/events/appCatalog';
import { fakeIndexedDb, openTestLog, uniqueLogName } from '@/events/testing/openTestLog';
import { executorLease, LEASE_HEARTBEAT_MS, LEASE_TTL_MS } from './executorLease';

const opened: { close(): void }[] = [];
afterEach(() => opened.splice(0).forEach((h) => h.close()));

/** Two executors ("tabs") on one log, and a clock the test moves. */
async function twoExecutors() {
  const env = fakeIndexedDb();
  const name = uniqueLogName('lease');
  const clock = { now: 1_000_000 };
  const now = () => clock.now;
  const tabA = await openTestLog(appCatalog, { env, name });
  const tabB = await openTestLog(appCatalog, { env, name });
  opened.push(tabA, tabB);
  return {
    clock,
    a: executorLease({ log: tabA.log, holder: 'tab-a', now }),
    b: executorLease({ log: tabB.log, holder: 'tab-b', now }),
    log: tabA.log,
  };
}

describe('executor lease', () => {
  it('is held by one executor, renewed by its heartbeat, and refused to the other', async () => {
    const { clock, a, b } = await twoExecutors();
    expect(await a.claim()).toBe(true);
    expect(await b.claim()).toBe(false);
    for (let beat = 0; beat < 5; beat++) {
      clock.now += LEASE_HEARTBEAT_MS;
      expect(await a.renew()).toBe(true);
      expect(await b.claim()).toBe(false);
    }
    expect(a.holds()).toBe(true);
    expect(a.remainingMs()).toBe(LEASE_TTL_MS);
  });

  it('is taken over when its holder stops beating, and the old holder learns it lost it', async () => {
    const { clock, a, b } = await twoExecutors();
    await a.claim();
    const claimedAt = clock.now;
    clock.now += LEASE_TTL_MS - 1;
    expect(await b.claim()).toBe(false);
    // The refused executor knows when to look again: when A's lease runs out.
    expect(b.heldByOthersUntil()).toBe(claimedAt + LEASE_TTL_MS);
    clock.now += 1; // the holder died (closed tab, killed worker) and missed its heartbeats
    expect(a.holds()).toBe(false);
    expect(await b.claim()).toBe(true);
    expect(await a.renew()).toBe(false);
    expect(a.holds()).toBe(false);
    expect(b.holds(LEASE_HEARTBEAT_MS)).toBe(true);
  });

  it('is free again at once when released', async () => {
    const { a, b, log } = await twoExecutors();
    await a.claim();
    await a.release();
    expect(await b.claim()).toBe(true);
    const events = await log.readAggregate('executor-lease');
    const holderOf = (e: (typeof events)[number]) =>
      e.type === 'ExecutorLeaseClaimed' || e.type === 'ExecutorLeaseReleased'
        ? e.payload.holder
        : undefined;
    expect(events.map((e) => [e.type, holderOf(e)])).toEqual([
      ['ExecutorLeaseClaimed', 'tab-a'],
      ['ExecutorLeaseReleased', 'tab-a'],
      ['ExecutorLeaseClaimed', 'tab-b'],
    ]);
  });

  it('goes to exactly one of two executors claiming a free lease at the same moment', async () => {
    for (let round = 0; round < 10; round++) {
      const { a, b } = await twoExecutors();
      const won = await Promise.all([a.claim(), b.claim()]);
      expect(won.filter(Boolean)).toHaveLength(1);
      // The loser waits for the winner's lease, not for nothing.
      const loser = won[0] ? b : a;
      expect(loser.heldByOthersUntil()).toBeGreaterThan(0);
    }
  });
});
