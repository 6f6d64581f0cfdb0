import { browserIndexedDb, openDatabase, type IndexedDbEnvironment } from './keyValueDatabase';

export const EVENTS_STORE = 'events';
export const SNAPSHOTS_STORE = 'snapshots';
export const BY_AGGREGATE = 'byAggregate';
export const BY_TYPE = 'byType';

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
  const db = await openDatabase(
    name,
    {
      upgrade(db) {
        const events = db.createObjectStore(EVENTS_STORE, { keyPath: 'seq' });
        events.createIndex(BY_AGGREGATE, ['aggregateId', 'seq']);
        events.createIndex(BY_TYPE, ['type', 'seq']);
        db.createObjectStore(SNAPSHOTS_STORE, { keyPath: 'name' });
      },
    },
    env,
  );
  return { name, db, env };
}
