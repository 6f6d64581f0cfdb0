import { ulid } from '@/domain/ulid';
import { toggleKeyOf, type ToggleAddress } from '@/domain/actions/toggleIntent';
import type { NewToggleEvent } from '@/sync/actions/runToggleJob';
import {
  togglesProjection,
  type ToggleEvent,
  type TogglesState,
} from '@/sync/actions/togglesProjection';

/**
 * The log's semantics in memory (ids, order, commit times), folded into the
 * switches' projection: what the drain needs, without IndexedDB (for Node
 * tests and benches).
 */
export function memoryToggleLog(now: () => number = Date.now) {
  const events: ToggleEvent[] = [];
  let state: TogglesState = togglesProjection.initial;
  const append = async (event: NewToggleEvent) => {
    const logged = {
      ...event,
      id: event.id ?? ulid(),
      at: now(),
      seq: events.length + 1,
      v: 1,
    } as ToggleEvent;
    events.push(logged);
    state = togglesProjection.apply(state, logged);
    return logged;
  };
  return {
    events,
    append,
    state: async () => state,
    /** The reader presses a switch that the screen showed as `shown`. */
    press: (address: ToggleAddress, on: boolean, shown: boolean) =>
      append({
        type: 'ToggleRequested',
        aggregateId: toggleKeyOf(address),
        payload: { ...address, on, shown },
      }),
  };
}
