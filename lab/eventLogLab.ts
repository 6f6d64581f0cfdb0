import { settingsProjection } from '@/events/projections/settingsProjection';
import { appCatalog, type AppEventDefinition, type NewAppEvent } from '@/events/appCatalog';
import { createEventLog, type EventLog } from '@/events/eventLog';
import { openEventDatabase, type EventDatabase } from '@/events/idb/openEventDatabase';
import { openProjection } from '@/events/projectionRunner';
import { createSnapshotStore, type SnapshotStore } from '@/events/snapshotStore';
import { serverCallsProjection } from '@/sync/serverCallsProjection';
import { openRawPutter, rawIdbLab } from './rawIdbLab';

/**
 * A realistic event of the app's own catalog. Its flag name is `${tag}-${i}`
 * (so order can be checked), or cycles through 50 names when `cycle` is set
 * (so the settings state stays small however many are seeded).
 */
function sampleEvent(i: number, tag: string, cycle = false): NewAppEvent {
  if (i % 10 === 9) {
    const theme = i % 20 === 9 ? 'dark' : 'light';
    return { type: 'ThemeChanged', aggregateId: 'settings', payload: { theme } };
  }
  const flag = `${tag}-${cycle ? i % 50 : i}`;
  return {
    type: 'FeatureFlagSet',
    aggregateId: 'settings',
    payload: { flag, enabled: i % 2 === 0 },
  };
}

interface Opened {
  database: EventDatabase;
  log: EventLog<AppEventDefinition>;
  snapshots: SnapshotStore;
}
let opened: Opened | undefined;

function current(): Opened {
  if (!opened) throw new Error('Call lab.open(name) first');
  return opened;
}

const lab = {
  open: async (name: string) => {
    const database = await openEventDatabase(name);
    opened = {
      database,
      log: createEventLog({ database, catalog: appCatalog }),
      snapshots: createSnapshotStore(database),
    };
  },
  close: async () => {
    opened?.log.close();
    opened?.database.db.close();
    opened = undefined;
  },
  head: () => current().log.head(),
  /** Appends `count` single events one after another; returns each append's ms. */
  appendSingles: async (count: number, tag = 'lab') => {
    const { log } = current();
    const times: number[] = [];
    for (let i = 0; i < count; i++) {
      const start = performance.now();
      await log.append(sampleEvent(i, tag, true));
      times.push(performance.now() - start);
    }
    return times;
  },
  /** Appends `batches` batches of `size`; returns each batch's ms. */
  appendBatches: async (batches: number, size: number, tag = 'lab') => {
    const { log } = current();
    const times: number[] = [];
    for (let b = 0; b < batches; b++) {
      const events = Array.from({ length: size }, (_, i) => sampleEvent(b * size + i, tag, true));
      const start = performance.now();
      await log.appendBatch(events);
      times.push(performance.now() - start);
    }
    return times;
  },
  /**
   * Raw puts and log appends taking turns, one by one, so both meet the same
   * background work (compaction, GC, other processes): [raw ms[], log ms[]].
   */
  compareSingles: async (rawName: string, count: number) => {
    const { log } = current();
    const raw = await openRawPutter(rawName);
    const rawTimes: number[] = [];
    const logTimes: number[] = [];
    for (let i = 0; i < count; i++) {
      rawTimes.push(await raw.put());
      const start = performance.now();
      await log.append(sampleEvent(i, 'cmp', true));
      logTimes.push(performance.now() - start);
    }
    raw.close();
    return [rawTimes, logTimes] as const;
  },
  /** Appends singles and batches at once, each event named `${tag}{s|b}-${n}` in the order written. */
  appendMixed: async (singles: number, batches: number, batchSize: number, tag: string) => {
    const { log } = current();
    const singleWrites = (async () => {
      for (let i = 0; i < singles; i++) await log.append(sampleEvent(i, `${tag}s`));
    })();
    const batchWrites = (async () => {
      for (let b = 0; b < batches; b++) {
        await log.appendBatch(
          Array.from({ length: batchSize }, (_, i) => sampleEvent(b * batchSize + i, `${tag}b`)),
        );
      }
    })();
    await Promise.all([singleWrites, batchWrites]);
  },
  /** Every event as [seq, flag-or-theme text], in log order. */
  readAll: async () =>
    (await current().log.readAfter(0)).map((e) => [
      e.seq,
      e.type === 'FeatureFlagSet'
        ? e.payload.flag
        : e.type === 'ThemeChanged'
          ? e.payload.theme
          : e.type,
    ]),
  /** Folds the app's hot projections and stores their snapshots. */
  saveSnapshots: async () => {
    const { log, snapshots } = current();
    const handles = await Promise.all([
      openProjection({ log, snapshots, projection: settingsProjection }),
      openProjection({ log, snapshots, projection: serverCallsProjection }),
    ]);
    for (const handle of handles) {
      await handle.saveSnapshot();
      handle.close();
    }
  },
  dropSnapshots: async () => {
    const { snapshots } = current();
    await Promise.all(
      [settingsProjection.name, serverCallsProjection.name].map((n) => snapshots.remove(n)),
    );
  },
  raw: rawIdbLab,
};

declare global {
  interface Window {
    lab: typeof lab;
  }
}
window.lab = lab;
document.title = 'Event log lab (ready)';
