import type { z } from 'zod/mini';

/** Lifts a payload stored at version n to version n + 1. */
export type Upcaster = (payload: unknown) => unknown;

/**
 * One event type: its name, the zod schema of its current payload and the
 * chain of upcasters from every older version. The current version is
 * `upcasters.length + 1`, so adding a version means adding an upcaster.
 */
export interface EventDefinition<T extends string = string, P = unknown> {
  readonly type: T;
  readonly version: number;
  readonly payload: z.ZodMiniType<P>;
  readonly upcasters: readonly Upcaster[];
}

export function defineEvent<T extends string, S extends z.ZodMiniType>(definition: {
  type: T;
  payload: S;
  upcasters?: readonly Upcaster[];
}): EventDefinition<T, z.output<S>> {
  const upcasters = definition.upcasters ?? [];
  return {
    type: definition.type,
    version: upcasters.length + 1,
    payload: definition.payload as z.ZodMiniType<z.output<S>>,
    upcasters,
  };
}
