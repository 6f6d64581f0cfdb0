import {
  browserIndexedDb,
  openKeyValueDatabase,
  type IndexedDbEnvironment,
} from '@/events/idb/keyValueDatabase';

const DATABASE = 'polycast-shared-files';
const STORE = 'shares';

/** A share the composer has not picked up within a day is dropped (and its files with it). */
export const SHARED_FILES_KEPT_MS = 24 * 60 * 60 * 1000;
/** At most this many files of one share are kept (the composer's limits then apply). */
export const SHARED_FILES_MAX = 20;

interface StoredShare {
  at: number;
  files: { data: Blob; name: string; type: string }[];
}

/**
 * Files another app shared with Polycast (the manifest's share target, a
 * POST the service worker answers), kept on the device between the service
 * worker that received them and the page whose composer attaches them. A
 * share is taken once.
 */
export interface SharedFilesInbox {
  /** Keeps the files; answers the share's id. */
  keep(files: readonly File[], now?: number): Promise<string>;
  /** The share's files, removed from the inbox; [] when there is none (or it is too old). */
  take(id: string, now?: number): Promise<File[]>;
  close(): void;
}

export async function openSharedFilesInbox(
  env: IndexedDbEnvironment = browserIndexedDb(),
): Promise<SharedFilesInbox> {
  const db = await openKeyValueDatabase(DATABASE, [STORE], env);
  const shares = db.store<StoredShare>(STORE);

  return {
    async keep(files, now = Date.now()) {
      const id = crypto.randomUUID();
      const share: StoredShare = {
        at: now,
        // Blobs, not Files: both clone into IndexedDB, but a Blob keeps its bytes everywhere.
        files: files.slice(0, SHARED_FILES_MAX).map((file) => ({
          data: new Blob([file], { type: file.type }),
          name: file.name,
          type: file.type,
        })),
      };
      await shares.transact('readwrite', (store) => {
        // Shares nobody picked up are forgotten as new ones come.
        const cursor = store.openCursor();
        cursor.onsuccess = () => {
          const at = cursor.result;
          if (!at) return;
          if ((at.value as StoredShare).at < now - SHARED_FILES_KEPT_MS) at.delete();
          at.continue();
        };
        store.put(share, id);
      });
      return id;
    },
    async take(id, now = Date.now()) {
      // Taken once: read and removed in one transaction.
      const share = await shares.transact('readwrite', (store) => {
        const found = store.get(id) as IDBRequest<StoredShare | undefined>;
        store.delete(id);
        return found;
      });
      if (!share || share.at < now - SHARED_FILES_KEPT_MS) return [];
      return share.files.map(
        (file) => new File([file.data], file.name, { type: file.type, lastModified: share.at }),
      );
    },
    close: () => db.close(),
  };
}
