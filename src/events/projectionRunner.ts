import { createValue, type Stream, type Subscription } from './stream';
import type { LoggedEvent } from './envelope';
import type { EventLog } from './eventLog';
import type { EventDefinition } from './defineEvent';
import type { EventFor } from './eventCatalog';
import type { Projection } from './projection';
import type { SnapshotStore } from './snapshotStore';

export interface ProjectionHandle<S> {
  readonly state$: Stream<S>;
  getState(): S;
  /** The seq of the last event folded in. */
  getPosition(): number;
  /** Folds in everything committed so far, reading the log itself. */
  catchUp(): Promise<S>;
  /** Stores the current state so the next start-up begins here. */
  saveSnapshot(): Promise<void>;
  close(): void;
}

export interface ProjectionRunnerOptions<D extends EventDefinition, S> {
  log: EventLog<D>;
  snapshots: SnapshotStore;
  projection: Projection<S, EventFor<D>>;
  /** Save a snapshot after this many newly folded events. */
  snapshotEvery?: number;
  now?: () => number;
}

const DEFAULT_SNAPSHOT_EVERY = 500;
const REPLAY_PAGE = 2000;

async function loadSnapshot<S>(
  snapshots: SnapshotStore,
  projection: Projection<S, unknown>,
): Promise<{ state: S; seq: number } | undefined> {
  const doc = await snapshots.get(projection.name);
  if (!doc || doc.projectionVersion !== projection.version) return undefined;
  const parsed = projection.stateSchema.safeParse(doc.state);
  if (!parsed.success) {
    console.warn(`Ignoring the ${projection.name} snapshot: it does not fit the state schema.`);
    return undefined;
  }
  return { state: parsed.data, seq: doc.seq };
}

/**
 * Opens a projection: its snapshot, the events after it, then live events.
 * Start-up cost is the snapshot plus what was appended since it was saved.
 */
export async function openProjection<D extends EventDefinition, S>(
  options: ProjectionRunnerOptions<D, S>,
): Promise<ProjectionHandle<S>> {
  const { log, snapshots, projection } = options;
  const snapshotEvery = options.snapshotEvery ?? DEFAULT_SNAPSHOT_EVERY;
  const now = options.now ?? Date.now;

  const snapshot = await loadSnapshot(snapshots, projection);
  let state = snapshot?.state ?? projection.initial;
  let position = snapshot?.seq ?? 0;
  let savedPosition = position;
  let saving: Promise<void> | undefined;

  const fold = (event: LoggedEvent): boolean => {
    if (event.seq <= position) return false;
    state = projection.apply(state, event as EventFor<D>);
    position = event.seq;
    return true;
  };

  const saveSnapshot = async () => {
    if (position === savedPosition) return;
    await saving;
    const seq = position;
    const value = state;
    saving = snapshots
      .put({
        name: projection.name,
        projectionVersion: projection.version,
        seq,
        savedAt: now(),
        state: value,
      })
      .then(() => {
        savedPosition = Math.max(savedPosition, seq);
      })
      .finally(() => {
        saving = undefined;
      });
    await saving;
  };

  const catchUp = async () => {
    for (;;) {
      const events = await log.readAfter(position, REPLAY_PAGE);
      for (const event of events) fold(event);
      if (events.length < REPLAY_PAGE) break;
    }
    return state;
  };

  await catchUp();
  const state$ = createValue(state);
  if (position - savedPosition >= snapshotEvery) void saveSnapshot();

  const live: Subscription = log.live(position).subscribe({
    next: (event) => {
      if (!fold(event)) return;
      state$.next(state);
      if (position - savedPosition >= snapshotEvery && !saving) void saveSnapshot();
    },
    error: (error: unknown) => console.error(`Projection ${projection.name} stopped:`, error),
  });

  return {
    state$: { subscribe: state$.subscribe },
    getState: () => state,
    getPosition: () => position,
    catchUp: async () => {
      await catchUp();
      if (state$.getValue() !== state) state$.next(state);
      return state;
    },
    saveSnapshot,
    close: () => {
      live.unsubscribe();
      state$.complete();
    },
  };
}
