import { requestResult, transactionDone } from './idbRequests';

/**
 * The one way the app opens an IndexedDB database (the log's, the credential
 * vault's, the attached files', the shared files' and the device's outbox
 * settings), and a small key-value view of an object store for the ones
 * that need no more.
 */

/** Which IndexedDB to use: the browser's, or fake-indexeddb's in Node tests. */
export interface IndexedDbEnvironment {
  factory: IDBFactory;
  keyRange: typeof IDBKeyRange;
}

export function browserIndexedDb(): IndexedDbEnvironment {
  return { factory: indexedDB, keyRange: IDBKeyRange };
}

/**
 * Opens a database at `version`, letting `upgrade` make its stores when it
 * is new (or older). Another context upgrading the schema asks this one to
 * let go: the database is closed (the page then reloads with the new version).
 */
export async function openDatabase(
  name: string,
  options: { version?: number; upgrade(db: IDBDatabase): void },
  env: IndexedDbEnvironment = browserIndexedDb(),
): Promise<IDBDatabase> {
  const request = env.factory.open(name, options.version ?? 1);
  request.onupgradeneeded = () => options.upgrade(request.result);
  const db = await requestResult(request);
  db.onversionchange = () => db.close();
  return db;
}

/** One object store with keys given apart from the values (out-of-line keys). */
export interface KeyValueStore<V> {
  get(key: IDBValidKey): Promise<V | undefined>;
  put(key: IDBValidKey, value: V): Promise<void>;
  /** Like put, but rejects (writing nothing) when the key is taken. */
  add(key: IDBValidKey, value: V): Promise<void>;
  delete(key: IDBValidKey): Promise<void>;
  clear(): Promise<void>;
  count(): Promise<number>;
  /**
   * Several steps in one transaction, all written or none: `work` issues
   * them on the store (without awaiting anything else); resolves once the
   * transaction commits, with the result of the request `work` returns.
   */
  transact<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T>;
  transact(mode: IDBTransactionMode, work: (store: IDBObjectStore) => void): Promise<void>;
}

export interface KeyValueDatabase {
  name: string;
  store<V>(storeName: string): KeyValueStore<V>;
  close(): void;
}

function keyValueStore<V>(db: IDBDatabase, storeName: string): KeyValueStore<V> {
  async function transact<T>(
    mode: IDBTransactionMode,
    work: (store: IDBObjectStore) => IDBRequest<T> | void,
  ): Promise<T | undefined> {
    const tx = db.transaction(storeName, mode);
    const request = work(tx.objectStore(storeName));
    await transactionDone(tx);
    return request ? request.result : undefined;
  }
  return {
    get: (key) => requestResult(db.transaction(storeName).objectStore(storeName).get(key)),
    put: (key, value) => transact('readwrite', (store) => void store.put(value, key)),
    add: (key, value) => transact('readwrite', (store) => void store.add(value, key)),
    delete: (key) => transact('readwrite', (store) => void store.delete(key)),
    clear: () => transact('readwrite', (store) => void store.clear()),
    count: () => requestResult(db.transaction(storeName).objectStore(storeName).count()),
    transact: transact as KeyValueStore<V>['transact'],
  };
}

/** Opens a database of plain key-value stores, making those it lacks. */
export async function openKeyValueDatabase(
  name: string,
  storeNames: readonly string[],
  env: IndexedDbEnvironment = browserIndexedDb(),
): Promise<KeyValueDatabase> {
  const db = await openDatabase(
    name,
    {
      upgrade(db) {
        for (const storeName of storeNames) {
          if (!db.objectStoreNames.contains(storeName)) db.createObjectStore(storeName);
        }
      },
    },
    env,
  );
  return {
    name,
    store: <V>(storeName: string) => keyValueStore<V>(db, storeName),
    close: () => db.close(),
  };
}
