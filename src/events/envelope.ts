import { z } from 'zod';
import { ULID_PATTERN } from './ulid';

/** What every event looks like, whatever its type. */
export interface EventEnvelope<T extends string = string, P = unknown> {
  /** ULID, unique, made by the producer. */
  readonly id: string;
  readonly type: T;
  /** The thing the event is about (a draft, a post, the settings). */
  readonly aggregateId: string;
  /** Epoch milliseconds when the intent happened. */
  readonly at: number;
  /** Schema version of the payload. */
  readonly v: number;
  readonly payload: P;
}

/** An event as read back from the log: it has a place in the total order. */
export interface LoggedEvent<T extends string = string, P = unknown> extends EventEnvelope<T, P> {
  /** Position in the log, 1-based, gap-free, the same in every tab. */
  readonly seq: number;
}

export const envelopeSchema = z.object({
  id: z.string().regex(ULID_PATTERN, 'id must be a ULID'),
  type: z.string().min(1).max(100),
  aggregateId: z.string().min(1).max(200),
  at: z.number().int().nonnegative(),
  v: z.number().int().positive(),
  payload: z.record(z.string(), z.unknown()),
});

export const loggedEnvelopeSchema = envelopeSchema.extend({
  seq: z.number().int().positive(),
});
