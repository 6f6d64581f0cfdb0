import type { EventDefinition } from './defineEvent';
import {
  envelopeSchema,
  loggedEnvelopeSchema,
  type EventEnvelope,
  type LoggedEvent,
} from './envelope';
import { EventDecodeError, EventValidationError } from './eventErrors';

/** The logged event type for one definition (distributes over unions). */
export type EventFor<D> = D extends EventDefinition<infer T, infer P> ? LoggedEvent<T, P> : never;

/** What a producer hands to `append`: the log fills in id, at, v and seq. */
export type NewEventFor<D> =
  D extends EventDefinition<infer T, infer P>
    ? { type: T; aggregateId: string; payload: P; id?: string; at?: number }
    : never;

export interface EventCatalog<D extends EventDefinition> {
  readonly types: readonly D['type'][];
  /** Checks a new event against its schema; throws EventValidationError. */
  encode(event: NewEventFor<D>, id: string, at: number): EventEnvelope;
  /** Reads a stored event, upcasting old versions; throws EventDecodeError. */
  decode(stored: unknown): EventFor<D>;
}

interface ParseIssues {
  issues: readonly { path: readonly PropertyKey[]; message: string }[];
}

function describeIssues(error: ParseIssues): string {
  return error.issues
    .map(
      (issue) =>
        `${issue.path.length ? issue.path.map(String).join('.') : '(root)'}: ${issue.message}`,
    )
    .join('; ');
}

export function createEventCatalog<const Ds extends readonly EventDefinition[]>(
  definitions: Ds,
): EventCatalog<Ds[number]> {
  type D = Ds[number];
  const byType = new Map<string, EventDefinition>();
  for (const definition of definitions) {
    if (byType.has(definition.type)) throw new Error(`Duplicate event type ${definition.type}`);
    byType.set(definition.type, definition);
  }

  return {
    types: definitions.map((d) => d.type),

    encode(event, id, at) {
      const { type } = event as { type: string };
      const definition = byType.get(type);
      if (!definition) throw new EventValidationError(type, 'unknown event type');
      const payload = definition.payload.safeParse((event as { payload: unknown }).payload);
      if (!payload.success) throw new EventValidationError(type, describeIssues(payload.error));
      const envelope = envelopeSchema.safeParse({
        id,
        type,
        aggregateId: (event as { aggregateId: unknown }).aggregateId,
        at,
        v: definition.version,
        payload: payload.data,
      });
      if (!envelope.success) throw new EventValidationError(type, describeIssues(envelope.error));
      return envelope.data;
    },

    decode(stored) {
      const envelope = loggedEnvelopeSchema.safeParse(stored);
      if (!envelope.success) {
        const raw = stored as { seq?: unknown; type?: unknown } | null;
        throw new EventDecodeError(
          typeof raw?.seq === 'number' ? raw.seq : 0,
          typeof raw?.type === 'string' ? raw.type : '?',
          describeIssues(envelope.error),
        );
      }
      const { seq, type, v } = envelope.data;
      const definition = byType.get(type);
      if (!definition) throw new EventDecodeError(seq, type, 'unknown event type');
      if (v > definition.version) {
        throw new EventDecodeError(seq, type, `written by a newer version (v${v})`);
      }
      let payload: unknown = envelope.data.payload;
      for (let version = v; version < definition.version; version++) {
        const upcast = definition.upcasters[version - 1];
        if (!upcast) throw new EventDecodeError(seq, type, `no upcaster from v${version}`);
        payload = upcast(payload);
      }
      const parsed = definition.payload.safeParse(payload);
      if (!parsed.success) throw new EventDecodeError(seq, type, describeIssues(parsed.error));
      return { ...envelope.data, v: definition.version, payload: parsed.data } as EventFor<D>;
    },
  };
}
