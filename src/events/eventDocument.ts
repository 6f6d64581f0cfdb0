import type { RxJsonSchema } from 'rxdb/plugins/core';

/**
 * How an event is stored. `seq` is the primary key, a zero-padded decimal so
 * that string order is log order.
 */
export interface EventDocument {
  seq: string;
  id: string;
  type: string;
  aggregateId: string;
  at: number;
  v: number;
  payload: Record<string, unknown>;
}

const SEQ_DIGITS = 16;

export function seqKey(seq: number): string {
  return String(seq).padStart(SEQ_DIGITS, '0');
}

export const eventDocumentSchema: RxJsonSchema<EventDocument> = {
  title: 'events',
  version: 0,
  primaryKey: 'seq',
  type: 'object',
  properties: {
    seq: { type: 'string', maxLength: SEQ_DIGITS },
    id: { type: 'string', maxLength: 26 },
    type: { type: 'string', maxLength: 100 },
    aggregateId: { type: 'string', maxLength: 200 },
    at: { type: 'number', minimum: 0, maximum: 2 ** 48, multipleOf: 1 },
    v: { type: 'number', minimum: 1, maximum: 1000, multipleOf: 1 },
    payload: { type: 'object' },
  },
  required: ['seq', 'id', 'type', 'aggregateId', 'at', 'v', 'payload'],
  indexes: ['aggregateId', 'type'],
};

/** The envelope fields of a stored document, with `seq` as a number. */
export function fromEventDocument(doc: EventDocument): Record<string, unknown> {
  return {
    seq: Number(doc.seq),
    id: doc.id,
    type: doc.type,
    aggregateId: doc.aggregateId,
    at: doc.at,
    v: doc.v,
    payload: doc.payload,
  };
}
