import type { AppEvent } from '../appCatalog';

/**
 * Makes logged app events for projection tests: each gets the next `seq`
 * and, unless given, an id in that order and a fixed time.
 */
export function appEventMaker() {
  let seq = 0;
  return function event<T extends AppEvent['type']>(
    type: T,
    payload: Extract<AppEvent, { type: T }>['payload'],
    options: { at?: number; id?: string } = {},
  ): AppEvent {
    seq += 1;
    return {
      type,
      payload,
      at: options.at ?? 1_767_225_600_000,
      id: options.id ?? `01JEVENT${String(seq).padStart(18, '0')}`,
      seq,
      aggregateId: 'a',
      v: 1,
    } as AppEvent;
  };
}
