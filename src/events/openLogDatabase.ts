import {
  createRxDatabase,
  type RxCollection,
  type RxDatabase,
  type RxStorage,
} from 'rxdb/plugins/core';
import { eventDocumentSchema, type EventDocument } from './eventDocument';
import { snapshotDocumentSchema, type SnapshotDocument } from './snapshotDocument';

export interface LogCollections {
  events: RxCollection<EventDocument>;
  snapshots: RxCollection<SnapshotDocument>;
}

export interface LogDatabase extends LogCollections {
  database: RxDatabase<LogCollections>;
  close(): Promise<void>;
}

export interface OpenLogDatabaseOptions {
  name: string;
  // The storage's own settings types differ per storage; any storage will do.
  storage: RxStorage<unknown, unknown>;
  /** Share change events with other instances of the same name (tabs). */
  multiInstance?: boolean;
}

export async function openLogDatabase(options: OpenLogDatabaseOptions): Promise<LogDatabase> {
  const database = await createRxDatabase<LogCollections>({
    name: options.name,
    storage: options.storage,
    multiInstance: options.multiInstance ?? true,
    eventReduce: true,
  });
  const collections = await database.addCollections({
    events: { schema: eventDocumentSchema },
    snapshots: { schema: snapshotDocumentSchema },
  });
  return {
    database,
    events: collections.events,
    snapshots: collections.snapshots,
    close: async () => {
      await database.close();
    },
  };
}
