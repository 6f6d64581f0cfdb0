import { requestResult, transactionDone } from '@/events/idb/idbRequests';
import { browserIndexedDb, type IndexedDbEnvironment } from '@/events/idb/openEventDatabase';

const FILES = 'files';

/** A file kept on the device until every network it goes to has it. */
export interface StoredFile {
  data: Blob;
  name: string;
  mimeType: string;
}

/**
 * The bytes of media the user attached, by media id: a separate IndexedDB
 * database (the log holds only what describes them), readable from a tab,
 * the sync worker and the service worker alike.
 */
export interface MediaStore {
  put(mediaId: string, file: StoredFile): Promise<void>;
  get(mediaId: string): Promise<StoredFile | undefined>;
  delete(mediaId: string): Promise<void>;
  /** How many files are kept. */
  count(): Promise<number>;
  close(): void;
}

export async function openMediaStore(
  name = 'polycast-media',
  env: IndexedDbEnvironment = browserIndexedDb(),
): Promise<MediaStore> {
  const request = env.factory.open(name, 1);
  request.onupgradeneeded = () => request.result.createObjectStore(FILES);
  const db = await requestResult(request);
  db.onversionchange = () => db.close();

  return {
    async put(mediaId, file) {
      const tx = db.transaction(FILES, 'readwrite');
      tx.objectStore(FILES).put(file, mediaId);
      await transactionDone(tx);
    },
    async get(mediaId) {
      const tx = db.transaction(FILES, 'readonly');
      return requestResult(
        tx.objectStore(FILES).get(mediaId) as IDBRequest<StoredFile | undefined>,
      );
    },
    async delete(mediaId) {
      const tx = db.transaction(FILES, 'readwrite');
      tx.objectStore(FILES).delete(mediaId);
      await transactionDone(tx);
    },
    async count() {
      const tx = db.transaction(FILES, 'readonly');
      return requestResult(tx.objectStore(FILES).count());
    },
    close: () => db.close(),
  };
}
