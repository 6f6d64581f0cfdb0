import { requestResult } from './idbRequests';

export const EVENTS_STORE = 'events';
export const SNAPSHOTS_STORE = 'snapshots';
export const BY_AGGREGATE = 'byAggregate';
export const BY_TYPE = 'byType';

/** Which IndexedDB to use: the browser's, or fake-indexeddb's in Node tests. */
export interface IndexedDbEnvironment {
  factory: IDBFactory;
  keyRange: typeof IDBKeyRange;
}

export function browserIndexedDb(): IndexedDbEnvironment {
  return { factory: indexedDB, keyRange: IDBKeyRange };
}

export interface EventDatabase {
  name: string;
  db: IDBDatabase;
  env: IndexedDbEnvironment;
}

/**
 * The log's database: `events` keyed by `seq` (a number: IndexedDB orders
 * numbers numerically), with indexes by [aggregateId, seq] and [type, seq];
 * and `snapshots` keyed by projection name.
 */
export async function openEventDatabase(
  name: string,
  env: IndexedDbEnvironment = browserIndexedDb(),
): Promise<EventDatabase> {
  const request = env.factory.open(name, 1);
  request.onupgradeneeded = () => {
    const db = request.result;
    const events = db.createObjectStore(EVENTS_STORE, { keyPath: 'seq' });
    events.createIndex(BY_AGGREGATE, ['aggregateId', 'seq']);
    events.createIndex(BY_TYPE, ['type', 'seq']);
    db.createObjectStore(SNAPSHOTS_STORE, { keyPath: 'name' });
  };
  const db = await requestResult(request);
  // Another tab upgrading the schema asks us to let go; the page then reloads with the new version.
  db.onversionchange = () => db.close();
  return { name, db, env };
}
