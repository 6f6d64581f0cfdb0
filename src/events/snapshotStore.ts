import { z } from 'zod/mini';
import { requestResult, transactionDone } from './idb/idbRequests';
import { SNAPSHOTS_STORE, type EventDatabase } from './idb/openEventDatabase';

/** A projection's folded state at a log position. */
export interface SnapshotRecord {
  name: string;
  /** The projection's version when saved; another version ignores it. */
  projectionVersion: number;
  /** The last event folded into `state`. */
  seq: number;
  savedAt: number;
  state: unknown;
}

const snapshotRecordSchema = z.object({
  name: z.string(),
  projectionVersion: z.int(),
  seq: z.int().check(z.nonnegative()),
  savedAt: z.number(),
  state: z.unknown(),
});

export interface SnapshotStore {
  get(name: string): Promise<SnapshotRecord | undefined>;
  /** Stores the snapshot unless a newer one of the same version is already there. */
  put(record: SnapshotRecord): Promise<void>;
  remove(name: string): Promise<void>;
}

export function createSnapshotStore({ db }: EventDatabase): SnapshotStore {
  return {
    async get(name) {
      const store = db.transaction(SNAPSHOTS_STORE, 'readonly').objectStore(SNAPSHOTS_STORE);
      const parsed = snapshotRecordSchema.safeParse(await requestResult(store.get(name)));
      return parsed.success ? parsed.data : undefined;
    },

    async put(record) {
      const transaction = db.transaction(SNAPSHOTS_STORE, 'readwrite');
      const store = transaction.objectStore(SNAPSHOTS_STORE);
      const existing = store.get(record.name);
      existing.onsuccess = () => {
        const current = snapshotRecordSchema.safeParse(existing.result);
        const newer =
          current.success &&
          current.data.projectionVersion === record.projectionVersion &&
          current.data.seq > record.seq;
        if (!newer) store.put(record);
      };
      await transactionDone(transaction);
    },

    async remove(name) {
      const transaction = db.transaction(SNAPSHOTS_STORE, 'readwrite');
      transaction.objectStore(SNAPSHOTS_STORE).delete(name);
      await transactionDone(transaction);
    },
  };
}
