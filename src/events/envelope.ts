import { z } from 'zod/mini';
import { ULID_PATTERN } from '@/domain/ulid';

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
  id: z.string().check(z.regex(ULID_PATTERN, 'id must be a ULID')),
  type: z.string().check(z.minLength(1), z.maxLength(100)),
  aggregateId: z.string().check(z.minLength(1), z.maxLength(200)),
  at: z.int().check(z.nonnegative()),
  v: z.int().check(z.positive()),
  payload: z.record(z.string(), z.unknown()),
});

export const loggedEnvelopeSchema = z.extend(envelopeSchema, {
  seq: z.int().check(z.positive()),
});
