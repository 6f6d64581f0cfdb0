import { firstFound } from './stream';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EventDecodeError } from './eventErrors';
import { EventValidationError } from './eventErrors';
import { transactionDone } from './idb/idbRequests';
import { EVENTS_STORE } from './idb/openEventDatabase';
import { fakeIndexedDb, openTestLog, uniqueLogName } from './testing/openTestLog';
import { testCatalog } from './testing/testCatalog';

const opened: { close(): void }[] = [];

async function open(options?: Parameters<typeof openTestLog>[1]) {
  const handle = await openTestLog(testCatalog, options);
  opened.push(handle);
  return handle;
}

const saved = (aggregateId: string, text: string) =>
  ({ type: 'DraftSaved', aggregateId, payload: { text, videos: [] as string[] } }) as const;

afterEach(() => {
  opened.splice(0).forEach((h) => h.close());
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

  it('appendIfLast is a compare-and-set on the aggregate: of two tabs racing, one wins', async () => {
    const env = fakeIndexedDb();
    const name = uniqueLogName();
    const a = await open({ env, name });
    const b = await open({ env, name });
    await a.log.append(saved('other', 'unrelated'));
    const first = await a.log.appendIfLast(saved('lease', 'a'), 0);
    expect(first).toMatchObject({ seq: 2, aggregateId: 'lease' });
    // Both saw seq 2 as the lease's last event; only one may write after it.
    const [fromA, fromB] = await Promise.all([
      a.log.appendIfLast(saved('lease', 'a again'), 2),
      b.log.appendIfLast(saved('lease', 'b'), 2),
    ]);
    expect([fromA, fromB].filter((e) => e !== null)).toHaveLength(1);
    // Events of other aggregates in between do not matter; a stale expectation does.
    await b.log.append(saved('other', 'more'));
    expect(await b.log.appendIfLast(saved('lease', 'stale'), 2)).toBeNull();
    const lease = await a.log.readAggregate('lease');
    expect(lease.map((e) => e.seq)).toEqual([2, 3]);
    expect(await a.log.appendIfLast(saved('lease', 'next'), 3)).toMatchObject({ seq: 5 });
    expect(await b.log.lastOfAggregate('lease')).toMatchObject({
      seq: 5,
      payload: { text: 'next' },
    });
    expect(await b.log.lastOfAggregate('nobody')).toBeUndefined();
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
    const { log, database } = await open({ onDecodeError: (e) => errors.push(e) });
    const base = { id: '01JAAAAAAAAAAAAAAAAAAAAAAA', aggregateId: 'd', at: 1 };
    const transaction = database.db.transaction(EVENTS_STORE, 'readwrite');
    const store = transaction.objectStore(EVENTS_STORE);
    store.add({ ...base, seq: 1, type: 'DraftSaved', v: 1, payload: { text: 'old', video: null } });
    store.add({ ...base, seq: 2, type: 'DraftSaved', v: 3, payload: { text: 'future' } });
    store.add({ ...base, seq: 3, type: 'Retired', v: 1, payload: {} });
    await transactionDone(transaction);

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
    const env = fakeIndexedDb();
    const name = uniqueLogName();
    const tabA = await open({ env, name });
    const tabB = await open({ env, name });
    await Promise.all([
      ...Array.from({ length: 40 }, (_, i) => tabA.log.append(saved('shared', `A${i}`))),
      ...Array.from({ length: 40 }, (_, i) => tabB.log.append(saved('shared', `B${i}`))),
      tabA.log.appendBatch(Array.from({ length: 30 }, (_, i) => saved('shared', `batchA${i}`))),
      tabB.log.appendBatch(Array.from({ length: 30 }, (_, i) => saved('shared', `batchB${i}`))),
    ]);
    const events = await tabB.log.readAfter(0);
    expect(events.map((e) => e.seq)).toEqual(Array.from({ length: 140 }, (_, i) => i + 1));
    const texts = events.map((e) => (e.payload as { text: string }).text);
    for (const prefix of ['A', 'B', 'batchA', 'batchB']) {
      const own = texts.filter((t) => t.replace(/\d+$/, '') === prefix);
      expect(own).toEqual(own.map((_, i) => `${prefix}${i}`));
    }
    const firstOfBatch = texts.indexOf('batchB0');
    expect(texts.slice(firstOfBatch, firstOfBatch + 30)).toEqual(
      Array.from({ length: 30 }, (_, i) => `batchB${i}`),
    );
  });

  it('recovers, writing nothing twice, when another writer took its next place', async () => {
    const { log, database } = await open();
    await log.append(saved('x', 'first'));
    // A writer this tab has not heard from yet takes seq 2.
    const transaction = database.db.transaction(EVENTS_STORE, 'readwrite');
    transaction.objectStore(EVENTS_STORE).add({
      seq: 2,
      id: '01JAAAAAAAAAAAAAAAAAAAAAAA',
      type: 'DraftDeleted',
      aggregateId: 'x',
      at: 1,
      v: 1,
      payload: {},
    });
    await transactionDone(transaction);

    const batch = await log.appendBatch([saved('x', 'b1'), saved('x', 'b2')]);
    expect(batch.map((e) => e.seq)).toEqual([3, 4]);
    const texts = (await log.readAfter(0)).map((e) =>
      'text' in e.payload ? e.payload.text : e.type,
    );
    expect(texts).toEqual(['first', 'DraftDeleted', 'b1', 'b2']);
  });

  it('streams stored events, then new ones from any tab, in order', async () => {
    const env = fakeIndexedDb();
    const name = uniqueLogName();
    const tabA = await open({ env, name });
    const tabB = await open({ env, name });
    await tabA.log.appendBatch([saved('a', '1'), saved('a', '2')]);
    const seen: number[] = [];
    const received = firstFound(tabA.log.live(1), (event) => {
      seen.push(event.seq);
      return seen.length === 4 ? [...seen] : undefined;
    });
    await tabB.log.append(saved('b', '3'));
    await tabA.log.append(saved('a', '4'));
    await tabB.log.appendBatch([saved('b', '5')]);
    expect(await received).toEqual([2, 3, 4, 5]);
  });

  it('never lets a subscriber see a repeated or missing event', async () => {
    const { log } = await open();
    const seen: number[] = [];
    const sub = log.live(0).subscribe((e) => seen.push(e.seq));
    await Promise.all([
      log.appendBatch(Array.from({ length: 25 }, (_, i) => saved('a', `${i}`))),
      log.append(saved('a', 'x')),
    ]);
    await log.append(saved('a', 'last'));
    await vi.waitFor(() => expect(seen).toHaveLength(27));
    sub.unsubscribe();
    expect(seen).toEqual(Array.from({ length: 27 }, (_, i) => i + 1));
  });

  it('ignores malformed messages from other tabs', async () => {
    const { log, database } = await open();
    const seen: number[] = [];
    const sub = log.live(0).subscribe((e) => seen.push(e.seq));
    const intruder = new BroadcastChannel(`polycast-log:${database.name}`);
    intruder.postMessage({ head: 'lots' });
    intruder.postMessage('garbage');
    await log.append(saved('a', 'real'));
    await vi.waitFor(() => expect(seen).toEqual([1]));
    intruder.close();
    sub.unsubscribe();
  });
});
