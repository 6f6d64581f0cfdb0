import { getRxStorageDexie } from 'rxdb/plugins/storage-dexie';
import { appCatalog, type AppEventDefinition, type NewAppEvent } from '../src/events/appCatalog';
import { createEventLog, type EventLog } from '../src/events/eventLog';
import { createExclusiveLock } from '../src/events/exclusiveLock';
import { openLogDatabase, type LogDatabase } from '../src/events/openLogDatabase';
import { openProjection } from '../src/events/projectionRunner';
import { settingsProjection } from '../src/app/settings/settingsProjection';
import { serverCallsProjection } from '../src/sync/serverCallsProjection';
import { rawIdbLab } from './rawIdbLab';

/**
 * A realistic event of the app's own catalog. Its flag name is `${tag}-${i}`
 * (so order can be checked), or cycles through 50 names when `cycle` is set
 * (so the settings state stays small however many are seeded).
 */
function sampleEvent(i: number, tag: string, cycle = false): NewAppEvent {
  if (i % 10 === 9) {
    return {
      type: 'ThemeChanged',
      aggregateId: 'settings',
      payload: { theme: i % 20 === 9 ? 'dark' : 'light' },
    };
  }
  const flag = `${tag}-${cycle ? i % 50 : i}`;
  return {
    type: 'FeatureFlagSet',
    aggregateId: 'settings',
    payload: { flag, enabled: i % 2 === 0 },
  };
}

let opened: { database: LogDatabase; log: EventLog<AppEventDefinition> } | undefined;

async function open(name: string) {
  const database = await openLogDatabase({ name, storage: getRxStorageDexie() });
  const log = createEventLog({
    collection: database.events,
    catalog: appCatalog,
    lock: createExclusiveLock(`${name}:append`),
  });
  opened = { database, log };
  return log;
}

function current() {
  if (!opened) throw new Error('Call lab.open(name) first');
  return opened;
}

const lab = {
  open: async (name: string) => void (await open(name)),
  close: async () => {
    await opened?.database.close();
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
  /** Appends singles and batches at once, each event named `${tag}-${n}` in the order written. */
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
    const { log, database } = current();
    const handles = await Promise.all([
      openProjection({ log, snapshots: database.snapshots, projection: settingsProjection }),
      openProjection({ log, snapshots: database.snapshots, projection: serverCallsProjection }),
    ]);
    for (const handle of handles) {
      await handle.saveSnapshot();
      handle.close();
    }
  },
  dropSnapshots: async () => {
    await current().database.snapshots.find().remove();
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

/** Where start-up time goes: each step of opening the log and its projections. */
async function profileOpen(name: string) {
  const t0 = performance.now();
  const database = await openLogDatabase({ name, storage: getRxStorageDexie() });
  const t1 = performance.now();
  const log = createEventLog({
    collection: database.events,
    catalog: appCatalog,
    lock: createExclusiveLock(`${name}:append`),
  });
  const head = await log.head();
  const t2 = performance.now();
  const page = await log.readAfter(0, 2000);
  const t3 = performance.now();
  const settings = await openProjection({
    log,
    snapshots: database.snapshots,
    projection: settingsProjection,
  });
  const t4 = performance.now();
  settings.close();
  await database.close();
  return {
    openDb: t1 - t0,
    head: t2 - t1,
    headValue: head,
    read2000: t3 - t2,
    read: page.length,
    openProjection: t4 - t3,
  };
}
Object.assign(lab, { profileOpen });

/** Where a single append's time goes: the lock, RxDB's insert, encoding. */
async function profileAppend(name: string, count: number) {
  const database = await openLogDatabase({ name, storage: getRxStorageDexie() });
  const lock = createExclusiveLock(`${name}:probe`);
  const timeEach = async (task: (i: number) => Promise<unknown>) => {
    const times: number[] = [];
    for (let i = 0; i < count; i++) {
      const start = performance.now();
      await task(i);
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    return times[Math.floor(times.length / 2)];
  };
  const lockOnly = await timeEach(() => lock.run(async () => undefined));
  const insertOnly = await timeEach((i) =>
    database.events.insert({
      seq: String(i + 1).padStart(16, '0'),
      id: '01JAAAAAAAAAAAAAAAAAAAAAAA',
      type: 'FeatureFlagSet',
      aggregateId: 'settings',
      at: Date.now(),
      v: 1,
      payload: { flag: 'x', enabled: true },
    }),
  );
  const encodeOnly = await timeEach(async (i) =>
    appCatalog.encode(sampleEvent(i, 'p'), '01JAAAAAAAAAAAAAAAAAAAAAAA', Date.now()),
  );
  await database.close();
  return { lockOnly, insertOnly, encodeOnly };
}
Object.assign(lab, { profileAppend });
