import { getRxStorageMemory } from 'rxdb/plugins/storage-memory';
import type { EventDefinition } from '../defineEvent';
import type { EventCatalog } from '../eventCatalog';
import { createEventLog, type EventLog, type EventLogOptions } from '../eventLog';
import { createExclusiveLock } from '../exclusiveLock';
import { openLogDatabase, type LogDatabase } from '../openLogDatabase';

let counter = 0;
let instances = 0;

/** A fresh database name for one test. */
export function uniqueLogName(prefix = 'test'): string {
  counter += 1;
  return `${prefix}${Date.now().toString(36)}x${counter}`;
}

export interface MemoryLog<D extends EventDefinition> {
  database: LogDatabase;
  log: EventLog<D>;
}

/**
 * A log on RxDB's memory storage. Two calls with the same name share the data
 * and the change stream, like two tabs on one IndexedDB.
 */
export async function openMemoryLog<D extends EventDefinition>(
  catalog: EventCatalog<D>,
  name: string = uniqueLogName(),
  options: Partial<Omit<EventLogOptions<D>, 'collection' | 'catalog'>> = {},
): Promise<MemoryLog<D>> {
  // RxDB refuses a second database of one name on one storage outside dev mode;
  // memory storages share their data by database name, so each "tab" gets a
  // storage of its own name over the same data.
  instances += 1;
  const storage = { ...getRxStorageMemory(), name: `memory-tab${instances}` };
  const database = await openLogDatabase({ name, storage });
  const log = createEventLog({
    collection: database.events,
    catalog,
    lock: options.lock ?? createExclusiveLock(`log:${name}`),
    ...options,
  });
  return { database, log };
}
