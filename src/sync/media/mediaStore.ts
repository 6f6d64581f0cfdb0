import {
  browserIndexedDb,
  openKeyValueDatabase,
  type IndexedDbEnvironment,
} from '@/events/idb/keyValueDatabase';

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
  const db = await openKeyValueDatabase(name, [FILES], env);
  const files = db.store<StoredFile>(FILES);
  return {
    put: (mediaId, file) => files.put(mediaId, file),
    get: (mediaId) => files.get(mediaId),
    delete: (mediaId) => files.delete(mediaId),
    count: () => files.count(),
    close: () => db.close(),
  };
}
