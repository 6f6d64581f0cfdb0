import {
  normalizeMangoQuery,
  prepareQuery,
  type MangoQuery,
  type RxCollection,
} from 'rxdb/plugins/core';
import type { EventDocument } from './eventDocument';

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
