import {
  normalizeMangoQuery,
  prepareQuery,
  type MangoQuery,
  type RxCollection,
} from 'rxdb/plugins/core';
import { seqKey, type EventDocument } from './eventDocument';

/**
 * Runs a query straight against the storage, skipping RxDB's query cache and
 * document objects: the log's reads must see every committed write, including
 * those of other tabs whose change broadcast has not arrived yet.
 */
export async function queryEventStorage(
  collection: RxCollection<EventDocument>,
  query: MangoQuery<EventDocument>,
): Promise<EventDocument[]> {
  const schema = collection.schema.jsonSchema;
  const normalized = normalizeMangoQuery(schema, query);
  // As RxQuery does: storage indexes all start with _deleted.
  normalized.selector = { ...normalized.selector, _deleted: { $eq: false } };
  if (normalized.index) normalized.index = ['_deleted', ...normalized.index];
  const result = await collection.storageInstance.query(prepareQuery(schema, normalized));
  return result.documents;
}

/** How many events the log holds: also its head, since seqs are 1..n without gaps. */
export async function countEventStorage(collection: RxCollection<EventDocument>): Promise<number> {
  const schema = collection.schema.jsonSchema;
  const normalized = normalizeMangoQuery(schema, { selector: {} });
  // Counted on an index every storage has (the schema's own), so IndexedDB counts natively.
  normalized.selector = { _deleted: { $eq: false } };
  normalized.index = ['_deleted', 'aggregateId', 'seq'];
  const result = await collection.storageInstance.count(prepareQuery(schema, normalized));
  return result.count;
}

/**
 * Events `from` to `to` (inclusive) by key: a batch of gets, far faster on
 * IndexedDB than walking a cursor.
 */
export async function readEventRange(
  collection: RxCollection<EventDocument>,
  from: number,
  to: number,
): Promise<EventDocument[]> {
  if (to < from) return [];
  const ids = Array.from({ length: to - from + 1 }, (_, i) => seqKey(from + i));
  return collection.storageInstance.findDocumentsById(ids, false);
}
