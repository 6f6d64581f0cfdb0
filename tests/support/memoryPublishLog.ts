import { ulid } from '@/domain/ulid';
import {
  publishJobsProjection,
  type PublishEvent,
  type PublishJobsState,
} from '@/sync/publish/publishJobsProjection';
import type { NewPublishEvent } from '@/sync/publish/runPublishJob';

/**
 * The log's semantics in memory (ids, order, commit times), folded into the
 * jobs projection: what the drain needs, without IndexedDB (for Node tests
 * and benches; the IndexedDB log has tests and a bench of its own).
 */
export function memoryPublishLog(now: () => number = Date.now) {
  const events: PublishEvent[] = [];
  let state: PublishJobsState = publishJobsProjection.initial;
  return {
    events,
    append: async (event: NewPublishEvent) => {
      const logged = {
        ...event,
        id: event.id ?? ulid(),
        at: now(),
        seq: events.length + 1,
        v: 1,
      } as PublishEvent;
      events.push(logged);
      state = publishJobsProjection.apply(state, logged);
      return logged;
    },
    state: async () => state,
  };
}
