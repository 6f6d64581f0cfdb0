/**
 * Raw IndexedDB, no library: the physical limit the log is measured against.
 * Documents and indexes are the log's own (same fields, same key paths).
 */
function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

function done(tx: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error);
    tx.onabort = () => reject(tx.error);
  });
}

async function openRaw(name: string): Promise<IDBDatabase> {
  const open = indexedDB.open(name, 1);
  open.onupgradeneeded = () => {
    const store = open.result.createObjectStore('events', { keyPath: 'seq' });
    store.createIndex('aggregateId', ['aggregateId', 'seq']);
    store.createIndex('type', ['type', 'seq']);
  };
  return request(open);
}

function doc(seq: number) {
  return {
    seq,
    id: `01JRAW${String(seq).padStart(20, '0')}`,
    type: 'FeatureFlagSet',
    aggregateId: 'settings',
    at: Date.now(),
    v: 1,
    payload: { flag: `raw-${seq % 7}`, enabled: seq % 2 === 0 },
  };
}

/** Next key per database, so repeated rounds insert new keys as the log does. */
const nextSeq = new Map<string, number>();
function takeSeq(name: string): number {
  const seq = nextSeq.get(name) ?? 1;
  nextSeq.set(name, seq + 1);
  return seq;
}

/** One raw put per transaction, timed, on an open database. */
export async function openRawPutter(name: string) {
  const db = await openRaw(name);
  return {
    async put(): Promise<number> {
      const start = performance.now();
      const tx = db.transaction('events', 'readwrite');
      tx.objectStore('events').put(doc(takeSeq(name)));
      await done(tx);
      return performance.now() - start;
    },
    close: () => db.close(),
  };
}

export const rawIdbLab = {
  async singlePuts(name: string, count: number): Promise<number[]> {
    const db = await openRaw(name);
    const times: number[] = [];
    for (let i = 1; i <= count; i++) {
      const start = performance.now();
      const tx = db.transaction('events', 'readwrite');
      tx.objectStore('events').put(doc(takeSeq(name)));
      await done(tx);
      times.push(performance.now() - start);
    }
    db.close();
    return times;
  },
  async batchPuts(name: string, batches: number, size: number): Promise<number[]> {
    const db = await openRaw(name);
    const times: number[] = [];
    for (let b = 0; b < batches; b++) {
      const start = performance.now();
      const tx = db.transaction('events', 'readwrite');
      const store = tx.objectStore('events');
      for (let i = 0; i < size; i++) store.put(doc(takeSeq(name)));
      await done(tx);
      times.push(performance.now() - start);
    }
    db.close();
    return times;
  },
  /** Reads every stored event; returns [count, ms]. */
  async readAll(name: string): Promise<[number, number]> {
    const db = await openRaw(name);
    const start = performance.now();
    const all = await request(db.transaction('events', 'readonly').objectStore('events').getAll());
    const ms = performance.now() - start;
    db.close();
    return [all.length, ms];
  },
  async remove(name: string): Promise<void> {
    await request(indexedDB.deleteDatabase(name));
  },
};
