import type { Query, QueryClient } from '@tanstack/react-query';
import {
  persistQueryClient,
  type PersistedClient,
  type Persister,
} from '@tanstack/react-query-persist-client';
import {
  browserIndexedDb,
  openKeyValueDatabase,
  type IndexedDbEnvironment,
  type KeyValueStore,
} from '@/events/idb/keyValueDatabase';
import { QUERY_KEPT_MS } from './appQueryClient';

export const QUERY_CACHE_DATABASE = 'polycast-queries';
const STORE = 'cache';
const KEY = 'client';

/** Bumped when a query's data changes shape: a copy of another shape is dropped, not read. */
export const QUERY_CACHE_VERSION = '1';

/** At most one write of the cache this often, however many answers arrive. */
export const QUERY_CACHE_WRITE_EVERY_MS = 1000;

/**
 * What is kept on the device: answers that arrived, except those a query
 * marks `meta: { persist: false }` (what must stay in memory, such as the
 * sandbox's demo credentials).
 */
export function keptOnDevice(query: Query): boolean {
  return query.state.status === 'success' && query.meta?.persist !== false;
}

/** The query cache in one IndexedDB record, written at most once a second. */
export function indexedDbPersister(
  store: KeyValueStore<PersistedClient>,
  writeEveryMs = QUERY_CACHE_WRITE_EVERY_MS,
): Persister & { flush(): Promise<void> } {
  let pending: PersistedClient | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = async () => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    const client = pending;
    pending = undefined;
    if (client) await store.put(KEY, client);
  };
  return {
    persistClient(client) {
      pending = client;
      timer ??= setTimeout(() => void flush().catch(() => undefined), writeEveryMs);
    },
    restoreClient: () => store.get(KEY),
    async removeClient() {
      pending = undefined;
      await store.delete(KEY);
    },
    flush,
  };
}

/**
 * Keeps the page's query cache on the device (issue 19: what was read opens
 * offline): restores what was kept (a day at most, of this shape), then
 * writes each change. Started after the first screen; an answer that
 * arrived meanwhile is newer than the kept one, and hydrating keeps it.
 * Answers a function that stops keeping it.
 */
export async function persistQueryCache(
  client: QueryClient,
  env: IndexedDbEnvironment = browserIndexedDb(),
): Promise<() => void> {
  const database = await openKeyValueDatabase(QUERY_CACHE_DATABASE, [STORE], env);
  const persister = indexedDbPersister(database.store<PersistedClient>(STORE));
  const [unsubscribe, restored] = persistQueryClient({
    queryClient: client,
    persister,
    maxAge: QUERY_KEPT_MS,
    buster: QUERY_CACHE_VERSION,
    dehydrateOptions: { shouldDehydrateQuery: keptOnDevice },
  });
  await restored;
  // What was kept is shown at once but asked again: each query refetches when next used, however
  // young its kept answer (a reload a second after a change must not trust the copy).
  await client.invalidateQueries({ refetchType: 'none' });
  // Leaving the page writes what the last second brought.
  const save = () => void persister.flush().catch(() => undefined);
  const page = typeof window === 'undefined' ? undefined : window;
  page?.addEventListener('pagehide', save);
  return () => {
    unsubscribe();
    page?.removeEventListener('pagehide', save);
    save();
    database.close();
  };
}
