import { Observable } from 'rxjs';
import type { RxCollection } from 'rxdb/plugins/core';
import type { EventDefinition } from './defineEvent';
import type { EventCatalog, EventFor, NewEventFor } from './eventCatalog';
import type { EventEnvelope } from './envelope';
import { fromEventDocument, seqKey, type EventDocument } from './eventDocument';
import { EventDecodeError, EventWriteError } from './eventErrors';
import type { ExclusiveLock } from './exclusiveLock';
import { countEventStorage, queryEventStorage, readEventRange } from './queryEventStorage';
import { ulid } from './ulid';

export interface EventLog<D extends EventDefinition> {
  /** Appends one event; resolves with it as logged. Throws EventValidationError, writing nothing. */
  append(event: NewEventFor<D>): Promise<EventFor<D>>;
  /** Appends events atomically, in order: all are written or none. */
  appendBatch(events: readonly NewEventFor<D>[]): Promise<EventFor<D>[]>;
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
  live(afterSeq: number): Observable<EventFor<D>>;
}

export interface EventLogOptions<D extends EventDefinition> {
  collection: RxCollection<EventDocument>;
  catalog: EventCatalog<D>;
  /** Serialises appends across every context that writes this log. */
  lock: ExclusiveLock;
  newId?: () => string;
  now?: () => number;
  /** Called for a stored event this version cannot read; it is skipped. */
  onDecodeError?: (error: EventDecodeError) => void;
}

const READ_PAGE = 1000;
const MAX_SINGLE_APPEND_TRIES = 5;

export function createEventLog<D extends EventDefinition>(
  options: EventLogOptions<D>,
): EventLog<D> {
  const { collection, catalog, lock } = options;
  const newId = options.newId ?? ulid;
  const now = options.now ?? Date.now;
  const onDecodeError =
    options.onDecodeError ?? ((error: EventDecodeError) => console.error(error.message));

  /**
   * The last seq this context knows of. Under the lock it can only be stale
   * if another context appended since; a single append then meets a key
   * conflict (nothing written) and re-reads, and a batch always re-reads.
   */
  let knownHead: number | undefined;

  function decodeAll(docs: readonly EventDocument[]): EventFor<D>[] {
    const events: EventFor<D>[] = [];
    for (const doc of docs) {
      try {
        events.push(catalog.decode(fromEventDocument(doc)));
      } catch (error) {
        if (error instanceof EventDecodeError) onDecodeError(error);
        else throw error;
      }
    }
    return events;
  }

  // Events are never deleted and seqs have no gaps, so the count is the head.
  async function readHead(): Promise<number> {
    knownHead = await countEventStorage(collection);
    return knownHead;
  }

  /** Under the lock: the known head if nothing follows it, else the stored one. */
  async function confirmedHead(): Promise<number> {
    if (knownHead === undefined) return readHead();
    const next = await readEventRange(collection, knownHead + 1, knownHead + 1);
    return next.length === 0 ? knownHead : readHead();
  }

  /** Documents after `seq`, at most `limit`, in order. */
  async function documentsAfter(seq: number, limit: number): Promise<EventDocument[]> {
    const head = await readHead();
    return readEventRange(collection, seq + 1, Math.min(head, seq + limit));
  }

  function encodeAll(events: readonly NewEventFor<D>[]): EventEnvelope[] {
    return events.map((event) => catalog.encode(event, event.id ?? newId(), event.at ?? now()));
  }

  function toDocuments(envelopes: readonly EventEnvelope[], head: number): EventDocument[] {
    return envelopes.map((envelope, index) => {
      return {
        seq: seqKey(head + 1 + index),
        id: envelope.id,
        type: envelope.type,
        aggregateId: envelope.aggregateId,
        at: envelope.at,
        v: envelope.v,
        payload: envelope.payload as Record<string, unknown>,
      };
    });
  }

  async function write(docs: EventDocument[]): Promise<'written' | 'conflict'> {
    const result = await collection.bulkInsert(docs);
    if (result.error.length === 0) {
      knownHead = Number(docs[docs.length - 1]?.seq ?? knownHead);
      return 'written';
    }
    if (result.error.length === docs.length && result.error.every((e) => e.status === 409)) {
      return 'conflict';
    }
    throw new EventWriteError(
      `The log refused ${result.error.length} of ${docs.length} events (status ${result.error
        .map((e) => e.status)
        .join(', ')}); another writer may be bypassing the append lock.`,
    );
  }

  /** Written documents as events: their payloads were parsed by `encode` already. */
  function logged(docs: readonly EventDocument[]): EventFor<D>[] {
    return docs.map((doc) => fromEventDocument(doc) as unknown as EventFor<D>);
  }

  return {
    async append(event) {
      // Validate before taking the lock: a bad event never waits and never writes.
      const envelopes = encodeAll([event]);
      return lock.run(async () => {
        for (let attempt = 0; attempt < MAX_SINGLE_APPEND_TRIES; attempt++) {
          const head = attempt === 0 && knownHead !== undefined ? knownHead : await readHead();
          const docs = toDocuments(envelopes, head);
          if ((await write(docs)) === 'written') return logged(docs)[0] as EventFor<D>;
        }
        throw new EventWriteError('Could not find a free place in the log.');
      });
    },

    async appendBatch(events) {
      if (events.length === 0) return [];
      const envelopes = encodeAll(events);
      return lock.run(async () => {
        const docs = toDocuments(envelopes, await confirmedHead());
        if ((await write(docs)) === 'conflict') {
          throw new EventWriteError('The log moved while the batch held the append lock.');
        }
        return logged(docs);
      });
    },

    async readAfter(seq, limit = Number.MAX_SAFE_INTEGER) {
      return decodeAll(await documentsAfter(seq, limit));
    },

    async readAggregate(aggregateId, afterSeq = 0) {
      const docs = await queryEventStorage(collection, {
        selector: { aggregateId, seq: { $gt: seqKey(afterSeq) } },
        sort: [{ aggregateId: 'asc' }, { seq: 'asc' }],
        index: ['aggregateId', 'seq'],
      });
      return decodeAll(docs);
    },

    async readByType(types, afterSeq = 0) {
      const perType = await Promise.all(
        types.map((type) =>
          queryEventStorage(collection, {
            selector: { type, seq: { $gt: seqKey(afterSeq) } },
            sort: [{ type: 'asc' }, { seq: 'asc' }],
            index: ['type', 'seq'],
          }),
        ),
      );
      const docs = perType.flat().sort((a, b) => (a.seq < b.seq ? -1 : 1));
      return decodeAll(docs);
    },

    head: readHead,

    live(afterSeq) {
      return new Observable<EventFor<D>>((subscriber) => {
        let position = afterSeq;
        let catchingUp = false;
        let again = false;

        const emit = (event: EventFor<D>) => {
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
                const docs = await documentsAfter(position, READ_PAGE);
                if (subscriber.closed) return;
                for (const event of decodeAll(docs)) emit(event);
                // A skipped (undecodable) event still moves the position.
                const last = docs[docs.length - 1];
                if (last) position = Math.max(position, Number(last.seq));
                if (docs.length < READ_PAGE) break;
              }
            } while (again);
          } catch (error) {
            subscriber.error(error);
          } finally {
            catchingUp = false;
          }
        };

        const changes = collection.insert$.subscribe((change) => {
          const doc = change.documentData as EventDocument;
          const seq = Number(doc.seq);
          knownHead = Math.max(knownHead ?? 0, seq);
          if (seq <= position) return;
          if (seq === position + 1 && !catchingUp) {
            const [event] = decodeAll([doc]);
            if (event) emit(event);
            else position = seq;
          } else {
            void catchUp();
          }
        });
        void catchUp();
        return () => changes.unsubscribe();
      });
    },
  };
}
