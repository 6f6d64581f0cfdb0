import type { z } from 'zod/mini';

/**
 * A pure fold of the log into state. Bump `version` whenever `apply` or the
 * state's shape changes: snapshots of another version are ignored.
 */
export interface Projection<S, E> {
  readonly name: string;
  readonly version: number;
  readonly initial: S;
  /** Validates a stored snapshot before it is trusted. */
  readonly stateSchema: z.ZodMiniType<S>;
  apply(state: S, event: E): S;
}

/** Folds events into a state with a projection: what start-up does after the snapshot. */
export function foldEvents<S, E>(projection: Projection<S, E>, state: S, events: Iterable<E>): S {
  let next = state;
  for (const event of events) next = projection.apply(next, event);
  return next;
}
