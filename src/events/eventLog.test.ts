import { firstValueFrom, take, toArray } from 'rxjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EventDecodeError } from './eventErrors';
import { EventValidationError } from './eventErrors';
import { createExclusiveLock } from './exclusiveLock';
import { seqKey } from './eventDocument';
import { openMemoryLog, uniqueLogName } from './testing/openMemoryLog';
import { testCatalog, type TestEvent } from './testing/testCatalog';

const opened: { database: { close(): Promise<void> } }[] = [];

async function open(name?: string, options?: Parameters<typeof openMemoryLog>[2]) {
  const handle = await openMemoryLog(testCatalog, name, options);
  opened.push(handle);
  return handle;
}

const saved = (aggregateId: string, text: string) =>
  ({ type: 'DraftSaved', aggregateId, payload: { text, videos: [] } }) as const;

afterEach(async () => {
  await Promise.all(opened.splice(0).map((h) => h.database.close()));
});

describe('event log', () => {
  it('appends with a ULID, a time, the schema version and the next seq', async () => {
    const { log } = await open();
    const first = await log.append(saved('d1', 'a'));
    const second = await log.append({ ...saved('d1', 'b'), at: 42 });
    expect(first).toMatchObject({ seq: 1, type: 'DraftSaved', aggregateId: 'd1', v: 2 });
    expect(first.id).toMatch(/^[0-9A-Z]{26}$/);
    expect(second).toMatchObject({ seq: 2, at: 42 });
    expect(await log.head()).toBe(2);
  });

  it('writes nothing for an event that fails its schema', async () => {
    const { log } = await open();
    await expect(
      log.append({
        type: 'DraftSaved',
        aggregateId: 'd',
        payload: { text: 'x'.repeat(1001), videos: [] },
      }),
    ).rejects.toThrow(EventValidationError);
    expect(await log.head()).toBe(0);
  });

  it('writes a batch whole or not at all', async () => {
    const { log } = await open();
    const bad = {
      type: 'DraftSaved',
      aggregateId: 'd',
      payload: { text: 1 },
    } as unknown as ReturnType<typeof saved>;
    await expect(log.appendBatch([saved('d', 'ok'), bad])).rejects.toThrow(EventValidationError);
    expect(await log.head()).toBe(0);

    const written = await log.appendBatch([saved('d', '1'), saved('e', '2'), saved('d', '3')]);
    expect(written.map((e) => e.seq)).toEqual([1, 2, 3]);
    expect((await log.readAfter(0)).map((e) => e.payload)).toEqual(written.map((e) => e.payload));
  });

  it('reads by aggregate and by type in log order', async () => {
    const { log } = await open();
    await log.appendBatch([
      saved('a', '1'),
      { type: 'DraftDeleted', aggregateId: 'b', payload: {} },
      saved('b', '2'),
      saved('a', '3'),
    ]);
    expect((await log.readAggregate('a')).map((e) => e.seq)).toEqual([1, 4]);
    expect((await log.readAggregate('a', 1)).map((e) => e.seq)).toEqual([4]);
    expect((await log.readByType(['DraftDeleted'])).map((e) => e.seq)).toEqual([2]);
    expect((await log.readByType(['DraftSaved', 'DraftDeleted'], 1)).map((e) => e.seq)).toEqual([
      2, 3, 4,
    ]);
    expect((await log.readAfter(1, 2)).map((e) => e.seq)).toEqual([2, 3]);
  });

  it('upcasts old stored events and skips unreadable ones with a report', async () => {
    const errors: EventDecodeError[] = [];
    const { log, database } = await open(undefined, { onDecodeError: (e) => errors.push(e) });
    const base = { id: '01JAAAAAAAAAAAAAAAAAAAAAAA', aggregateId: 'd', at: 1 };
    await database.events.bulkInsert([
      { ...base, seq: seqKey(1), type: 'DraftSaved', v: 1, payload: { text: 'old', video: null } },
      { ...base, seq: seqKey(2), type: 'DraftSaved', v: 3, payload: { text: 'future' } },
      { ...base, seq: seqKey(3), type: 'Retired', v: 1, payload: {} },
    ]);
    const events = await log.readAfter(0);
    expect(events).toHaveLength(1);
    expect(events[0]?.payload).toEqual({ text: 'old', videos: [] });
    expect(errors.map((e) => e.message)).toEqual([
      'Event #2 (DraftSaved) cannot be read: written by a newer version (v3)',
      'Event #3 (Retired) cannot be read: unknown event type',
    ]);
    // A skipped event still holds its place: the next append goes after it.
    expect((await log.append(saved('d', 'new'))).seq).toBe(4);
  });

  it('keeps a gap-free total order when two tabs append at once', async () => {
    const name = uniqueLogName();
    const tabA = await open(name);
    const tabB = await open(name);
    await Promise.all([
      ...Array.from({ length: 60 }, (_, i) => tabA.log.append(saved('shared', `A${i}`))),
      ...Array.from({ length: 60 }, (_, i) => tabB.log.append(saved('shared', `B${i}`))),
      tabA.log.appendBatch(Array.from({ length: 30 }, (_, i) => saved('shared', `batchA${i}`))),
      tabB.log.appendBatch(Array.from({ length: 30 }, (_, i) => saved('shared', `batchB${i}`))),
    ]);
    const events = await tabB.log.readAggregate('shared');
    expect(events.map((e) => e.seq)).toEqual(Array.from({ length: 180 }, (_, i) => i + 1));
    const texts = events.map((e) => (e.payload as { text: string }).text);
    for (const prefix of ['A', 'B', 'batchA', 'batchB']) {
      const own = texts.filter((t) => t.replace(/\d+$/, '') === prefix);
      expect(own).toEqual(own.map((_, i) => `${prefix}${i}`));
    }
    // Batches stay contiguous.
    const firstOfBatch = texts.indexOf('batchA0');
    expect(texts.slice(firstOfBatch, firstOfBatch + 30)).toEqual(
      Array.from({ length: 30 }, (_, i) => `batchA${i}`),
    );
  });

  it('recovers from a stale head when writers do not share a lock', async () => {
    const name = uniqueLogName();
    const tabA = await open(name, { lock: createExclusiveLock('a-only') });
    const tabB = await open(name, { lock: createExclusiveLock('b-only') });
    await tabA.log.append(saved('x', 'warm A'));
    await tabB.log.append(saved('x', 'warm B'));
    // A believes the head is 1; B already wrote 2. A must re-read, not fail.
    const inserts = vi.spyOn(tabA.database.events, 'bulkInsert');
    const fromA = await tabA.log.append(saved('x', 'after'));
    expect(fromA.seq).toBe(3);
    expect(inserts).toHaveBeenCalledTimes(2);
  });

  it('streams stored events, then new ones from any tab, in order', async () => {
    const name = uniqueLogName();
    const tabA = await open(name);
    const tabB = await open(name);
    await tabA.log.appendBatch([saved('a', '1'), saved('a', '2')]);
    const received = firstValueFrom(tabA.log.live(1).pipe(take(4), toArray()));
    await tabB.log.append(saved('b', '3'));
    await tabA.log.append(saved('a', '4'));
    await tabB.log.appendBatch([saved('b', '5')]);
    const events = (await received) as TestEvent[];
    expect(events.map((e) => e.seq)).toEqual([2, 3, 4, 5]);
  });

  it('never lets a subscriber see a repeated event when it catches up', async () => {
    const { log } = await open();
    const seen: number[] = [];
    const sub = log.live(0).subscribe((e) => seen.push(e.seq));
    await log.appendBatch(Array.from({ length: 25 }, (_, i) => saved('a', `${i}`)));
    await vi.waitFor(() => expect(seen).toHaveLength(25));
    await log.append(saved('a', 'last'));
    await vi.waitFor(() => expect(seen).toHaveLength(26));
    sub.unsubscribe();
    expect(seen).toEqual(Array.from({ length: 26 }, (_, i) => i + 1));
  });
});
