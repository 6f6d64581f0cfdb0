import type { RxJsonSchema } from 'rxdb/plugins/core';

/** A projection's folded state at a log position. */
export interface SnapshotDocument {
  name: string;
  /** The projection's version when saved; another version ignores it. */
  projectionVersion: number;
  /** The last event folded into `state`. */
  seq: number;
  savedAt: number;
  state: { value: unknown };
}

export const snapshotDocumentSchema: RxJsonSchema<SnapshotDocument> = {
  title: 'snapshots',
  version: 0,
  primaryKey: 'name',
  type: 'object',
  properties: {
    name: { type: 'string', maxLength: 100 },
    projectionVersion: { type: 'number' },
    seq: { type: 'number' },
    savedAt: { type: 'number' },
    state: { type: 'object' },
  },
  required: ['name', 'projectionVersion', 'seq', 'savedAt', 'state'],
};
