import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import type { Projection } from './projection';
import { openProjection, type ProjectionHandle } from './projectionRunner';
import { fakeIndexedDb, openTestLog, uniqueLogName } from './testing/openTestLog';
import type { IndexedDbEnvironment } from './idb/keyValueDatabase';
import { testCatalog, type TestEvent } from './testing/testCatalog';

interface Counts {
  saved: number;
  deleted: number;
}

function countingProjection(version = 1): Projection<Counts, TestEvent> & { applied: number } {
  const projection = {
    name: 'counts',
    version,
    initial: { saved: 0, deleted: 0 },
    stateSchema: z.object({ saved: z.number(), deleted: z.number() }),
    applied: 0,
    apply(state: Counts, event: TestEvent): Counts {
      projection.applied += 1;
      return event.type === 'DraftSaved'
        ? { ...state, saved: state.saved + 1 }
        : { ...state, deleted: state.deleted + 1 };
    },
  };
  return projection;
}

const saved = (text: string) =>
  ({ type: 'DraftSaved', aggregateId: 'd', payload: { text, videos: [] as string[] } }) as const;

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const env: IndexedDbEnvironment = fakeIndexedDb();

async function openAll(
  name: string,
  projection: Projection<Counts, TestEvent>,
  snapshotEvery = 10,
) {
  const opened = await openTestLog(testCatalog, { env, name });
  const handle: ProjectionHandle<Counts> = await openProjection({
    log: opened.log,
    snapshots: opened.snapshots,
    projection,
    snapshotEvery,
  });
  cleanups.push(
    () => opened.close(),
    () => handle.close(),
  );
  return { ...opened, handle };
}

describe('projection runner', () => {
  it('folds the log, then follows live appends', async () => {
    const name = uniqueLogName();
    const { log, handle } = await openAll(name, countingProjection());
    expect(handle.getState()).toEqual({ saved: 0, deleted: 0 });
    await log.appendBatch([saved('a'), saved('b')]);
    await log.append({ type: 'DraftDeleted', aggregateId: 'd', payload: {} });
    await vi.waitFor(() => expect(handle.getState()).toEqual({ saved: 2, deleted: 1 }));
    expect(handle.getPosition()).toBe(3);
  });

  it('starts from its snapshot and folds only what came after it', async () => {
    const name = uniqueLogName();
    const first = await openAll(name, countingProjection(), 25);
    await first.log.appendBatch(Array.from({ length: 100 }, (_, i) => saved(`${i}`)));
    await vi.waitFor(() => expect(first.handle.getPosition()).toBe(100));
    await first.handle.saveSnapshot();
    await first.log.appendBatch([saved('late 1'), saved('late 2')]);

    const projection = countingProjection();
    const second = await openAll(name, projection);
    expect(second.handle.getState()).toEqual({ saved: 102, deleted: 0 });
    expect(projection.applied).toBe(2);
  });

  it('saves a snapshot by itself every N events', async () => {
    const name = uniqueLogName();
    const { log, snapshots, handle } = await openAll(name, countingProjection(), 10);
    await log.appendBatch(Array.from({ length: 25 }, (_, i) => saved(`${i}`)));
    await vi.waitFor(() => expect(handle.getPosition()).toBe(25));
    await vi.waitFor(async () => {
      expect((await snapshots.get('counts'))?.seq).toBeGreaterThanOrEqual(10);
    });
  });

  it('ignores a snapshot of another projection version or of the wrong shape', async () => {
    const name = uniqueLogName();
    const { log, snapshots, handle } = await openAll(name, countingProjection(1));
    await log.appendBatch([saved('a'), saved('b')]);
    await vi.waitFor(() => expect(handle.getPosition()).toBe(2));
    await handle.saveSnapshot();

    const bumped = countingProjection(2);
    expect((await openAll(name, bumped)).handle.getState().saved).toBe(2);
    expect(bumped.applied).toBe(2);

    await snapshots.remove('counts');
    await snapshots.put({
      name: 'counts',
      projectionVersion: 1,
      seq: 2,
      savedAt: 0,
      state: { saved: 'many' },
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const fresh = countingProjection(1);
    expect((await openAll(name, fresh)).handle.getState().saved).toBe(2);
    expect(fresh.applied).toBe(2);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('does not fit'));
    warn.mockRestore();
  });

  it('catches up on demand from the log, without waiting for change events', async () => {
    const name = uniqueLogName();
    const reader = await openAll(name, countingProjection());
    const writer = await openTestLog(testCatalog, { env, name });
    cleanups.push(() => writer.close());
    await writer.log.appendBatch([saved('x'), saved('y'), saved('z')]);
    expect((await reader.handle.catchUp()).saved).toBe(3);
  });
});
