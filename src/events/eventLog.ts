import { createStream, createSubject, type Stream } from './stream';
import { z } from 'zod/mini';
import type { EventDefinition } from './defineEvent';
import type { EventCatalog, EventFor, NewEventFor } from './eventCatalog';
import type { EventEnvelope, LoggedEvent } from './envelope';
import { EventDecodeError } from './eventErrors';
import { requestResult, transactionDone } from './idb/idbRequests';
import { BY_AGGREGATE, BY_TYPE, EVENTS_STORE, type EventDatabase } from './idb/openEventDatabase';
import { ulid } from '@/domain/ulid';

export interface EventLog<D extends EventDefinition> {
  /** Appends one event; resolves with it as logged. Throws EventValidationError, writing nothing. */
  append(event: NewEventFor<D>): Promise<EventFor<D>>;
  /** Appends events atomically, in order and contiguous: all are written or none. */
  appendBatch(events: readonly NewEventFor<D>[]): Promise<EventFor<D>[]>;
  /**
   * Appends only if the aggregate's last event is still `expectedSeq` (0: it
   * has none), checked in the same transaction: a compare-and-set across every
   * tab, worker and the service worker. Resolves `null` when someone else wrote first.
   */
  appendIfLast(event: NewEventFor<D>, expectedSeq: number): Promise<EventFor<D> | null>;
  /** The aggregate's last event, read from its index's end (cheap however long it is). */
  lastOfAggregate(aggregateId: string): Promise<EventFor<D> | undefined>;
  /** Events after `seq`, in log order (at most `limit`). */
  readAfter(seq: number, limit?: number): Promise<EventFor<D>[]>;
  /** One aggregate's events after `afterSeq`, in log order. */
  readAggregate(aggregateId: string, afterSeq?: number): Promise<EventFor<D>[]>;
  /** Events of the given types after `afterSeq`, in log order. */
  readByType(types: readonly D['type'][], afterSeq?: number): Promise<EventFor<D>[]>;
  /** The seq of the last committed event (0 for an empty log). */
  head(): Promise<number>;
  /**
   * Every event after `afterSeq`, then every new one as it is committed here
   * or in another tab: in log order, without gaps or repeats.
   */
  live(afterSeq: number): Stream<EventFor<D>>;
  /** Stops listening to other tabs. The database stays open. */
  close(): void;
}

export interface EventLogOptions<D extends EventDefinition> {
  database: EventDatabase;
  catalog: EventCatalog<D>;
  newId?: () => string;
  now?: () => number;
  /** Called for a stored event this version cannot read; it is skipped. */
  onDecodeError?: (error: EventDecodeError) => void;
}

const READ_PAGE = 1000;

/** What one tab tells the others after a commit (parsed: it crosses a boundary). */
const appendedMessageSchema = z.object({ head: z.int().check(z.positive()) });

interface Appended<E> {
  head: number;
  /** The events themselves when they were written in this context. */
  events?: readonly E[];
}

/**
 * The event log on IndexedDB. Each append is one read-write transaction that
 * adds after the last key: IndexedDB runs read-write transactions on one
 * store one at a time across every tab, worker and the service worker, and an
 * aborted transaction leaves nothing behind, so the order is total and
 * gap-free and a batch is written whole or not at all, with no lock.
 */
export function createEventLog<D extends EventDefinition>(
  options: EventLogOptions<D>,
): EventLog<D> {
  type E = EventFor<D>;
  const { catalog } = options;
  const { db, env, name } = options.database;
  const newId = options.newId ?? ulid;
  const now = options.now ?? Date.now;
  const onDecodeError =
    options.onDecodeError ?? ((error: EventDecodeError) => console.error(error.message));

  const appended$ = createSubject<Appended<E>>();
  const channel =
    typeof BroadcastChannel === 'undefined'
      ? undefined
      : new BroadcastChannel(`polycast-log:${name}`);
  if (channel) {
    channel.onmessage = (message: MessageEvent<unknown>) => {
      const parsed = appendedMessageSchema.safeParse(message.data);
      if (!parsed.success) return;
      learnHead(parsed.data.head);
      appended$.next({ head: parsed.data.head });
    };
  }

  function decodeAll(stored: readonly unknown[]): E[] {
    const events: E[] = [];
    for (const record of stored) {
      try {
        events.push(catalog.decode(record));
      } catch (error) {
        if (error instanceof EventDecodeError) onDecodeError(error);
        else throw error;
      }
    }
    return events;
  }

  /**
   * The head this context last saw (its own writes, other tabs' messages). An
   * append first tries right after it with no read at all; if another tab
   * got there first, IndexedDB refuses the key, the transaction aborts with
   * nothing written, and the append runs again reading the head inside its
   * own transaction.
   */
  let knownHead: number | undefined;
  const learnHead = (head: number) => {
    knownHead = Math.max(knownHead ?? 0, head);
  };

  function addAll(store: IDBObjectStore, envelopes: readonly EventEnvelope[], head: number) {
    envelopes.forEach((envelope, index) => store.add({ ...envelope, seq: head + 1 + index }));
  }

  /** Resolves with the head the events went after, or 'taken' when that place was gone. */
  async function tryWrite(envelopes: readonly EventEnvelope[], guess: number | undefined) {
    const transaction = db.transaction(EVENTS_STORE, 'readwrite');
    const store = transaction.objectStore(EVENTS_STORE);
    let head = guess ?? 0;
    if (guess === undefined) {
      const last = store.openKeyCursor(null, 'prev');
      last.onsuccess = () => {
        head = last.result ? Number(last.result.key) : 0;
        addAll(store, envelopes, head);
      };
    } else {
      addAll(store, envelopes, guess);
    }
    try {
      await transactionDone(transaction);
      return head;
    } catch (error) {
      if (guess !== undefined && (error as DOMException | null)?.name === 'ConstraintError')
        return 'taken';
      throw error;
    }
  }

  async function write(envelopes: readonly EventEnvelope[]): Promise<E[]> {
    const first = await tryWrite(envelopes, knownHead);
    const written = first === 'taken' ? await tryWrite(envelopes, undefined) : first;
    if (written === 'taken')
      throw new Error('unreachable: a head read in-transaction cannot be taken');
    const head: number = written;
    // Payloads were parsed by `encode`: no need to decode what was just written.
    const events = envelopes.map(
      (envelope, index) => ({ ...envelope, seq: head + 1 + index }) as E,
    );
    announce(events);
    return events;
  }

  /** After a commit: this context's subscribers, then the other tabs. */
  function announce(events: E[]) {
    const last = events[events.length - 1];
    if (!last) return;
    learnHead(last.seq);
    appended$.next({ head: last.seq, events });
    channel?.postMessage({ head: last.seq });
  }

  /** One transaction: the aggregate's last seq is compared, then the event added after the head. */
  async function writeIfLast(envelope: EventEnvelope, expectedSeq: number): Promise<E | null> {
    const transaction = db.transaction(EVENTS_STORE, 'readwrite');
    const store = transaction.objectStore(EVENTS_STORE);
    const range = env.keyRange.bound([envelope.aggregateId, 0], [envelope.aggregateId, Infinity]);
    let written: E | null = null;
    const lastOfAggregate = store.index(BY_AGGREGATE).openKeyCursor(range, 'prev');
    lastOfAggregate.onsuccess = () => {
      const key = lastOfAggregate.result?.key as [string, number] | undefined;
      if ((key?.[1] ?? 0) !== expectedSeq) return; // someone else wrote first: add nothing
      const head = store.openKeyCursor(null, 'prev');
      head.onsuccess = () => {
        const seq = (head.result ? Number(head.result.key) : 0) + 1;
        store.add({ ...envelope, seq });
        written = { ...envelope, seq } as E;
      };
    };
    await transactionDone(transaction);
    return written;
  }

  function encodeAll(events: readonly NewEventFor<D>[]): EventEnvelope[] {
    return events.map((event) => catalog.encode(event, event.id ?? newId(), event.at ?? now()));
  }

  async function readRange(after: number, limit: number): Promise<unknown[]> {
    const store = db.transaction(EVENTS_STORE, 'readonly').objectStore(EVENTS_STORE);
    return requestResult(store.getAll(env.keyRange.lowerBound(after, true), limit));
  }

  async function readIndex(index: string, key: string, afterSeq: number): Promise<LoggedEvent[]> {
    const store = db.transaction(EVENTS_STORE, 'readonly').objectStore(EVENTS_STORE);
    const range = env.keyRange.bound([key, afterSeq], [key, Infinity], true, false);
    return requestResult(store.index(index).getAll(range)) as Promise<LoggedEvent[]>;
  }

  return {
    async append(event) {
      const [logged] = await write(encodeAll([event]));
      return logged as E;
    },

    async appendIfLast(event, expectedSeq) {
      const [envelope] = encodeAll([event]);
      if (!envelope) return null;
      const written = await writeIfLast(envelope, expectedSeq);
      if (written) announce([written]);
      return written;
    },

    async appendBatch(events) {
      if (events.length === 0) return [];
      return write(encodeAll(events));
    },

    async readAfter(seq, limit = Number.MAX_SAFE_INTEGER) {
      return decodeAll(await readRange(seq, Math.min(limit, 2 ** 32 - 1)));
    },

    async lastOfAggregate(aggregateId) {
      const store = db.transaction(EVENTS_STORE, 'readonly').objectStore(EVENTS_STORE);
      const range = env.keyRange.bound([aggregateId, 0], [aggregateId, Infinity]);
      const cursor = await requestResult(store.index(BY_AGGREGATE).openCursor(range, 'prev'));
      return cursor ? decodeAll([cursor.value])[0] : undefined;
    },

    async readAggregate(aggregateId, afterSeq = 0) {
      return decodeAll(await readIndex(BY_AGGREGATE, aggregateId, afterSeq));
    },

    async readByType(types, afterSeq = 0) {
      const perType = await Promise.all(types.map((type) => readIndex(BY_TYPE, type, afterSeq)));
      return decodeAll(perType.flat().sort((a, b) => a.seq - b.seq));
    },

    async head() {
      const store = db.transaction(EVENTS_STORE, 'readonly').objectStore(EVENTS_STORE);
      const cursor = await requestResult(store.openKeyCursor(null, 'prev'));
      const head = cursor ? Number(cursor.key) : 0;
      learnHead(head);
      return head;
    },

    live(afterSeq) {
      return createStream<E>((subscriber) => {
        let position = afterSeq;
        let catchingUp = false;
        let again = false;

        const emit = (event: E) => {
          position = event.seq;
          subscriber.next(event);
        };

        const catchUp = async () => {
          if (catchingUp) {
            again = true;
            return;
          }
          catchingUp = true;
          try {
            do {
              again = false;
              for (;;) {
                const stored = (await readRange(position, READ_PAGE)) as LoggedEvent[];
                if (subscriber.closed) return;
                for (const event of decodeAll(stored)) emit(event);
                // An unreadable event still holds its place.
                const last = stored[stored.length - 1];
                if (last) position = Math.max(position, last.seq);
                if (stored.length < READ_PAGE) break;
              }
            } while (again);
          } catch (error) {
            subscriber.error(error);
          } finally {
            catchingUp = false;
          }
        };

        const subscription = appended$.subscribe(({ head, events }) => {
          if (head <= position) return;
          if (events && !catchingUp && events[0]?.seq === position + 1) {
            events.forEach(emit);
          } else {
            void catchUp();
          }
        });
        void catchUp();
        return () => subscription.unsubscribe();
      });
    },

    close() {
      channel?.close();
      appended$.complete();
    },
  };
}
