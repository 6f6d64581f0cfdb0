import { z } from 'zod/mini';
import { defineEvent } from '../defineEvent';
import { createEventCatalog, type EventFor } from '../eventCatalog';

/**
 * Event types for the log's own tests. `DraftSaved` is at version 2: version 1
 * had one optional `video`, version 2 has a list of `videos`.
 */
export const DraftSaved = defineEvent({
  type: 'DraftSaved',
  payload: z.object({ text: z.string().check(z.maxLength(1000)), videos: z.array(z.string()) }),
  upcasters: [
    (v1) => {
      const { video, ...rest } = z
        .object({ text: z.string(), video: z.nullable(z.string()) })
        .parse(v1);
      return { ...rest, videos: video === null ? [] : [video] };
    },
  ],
});

export const DraftDeleted = defineEvent({
  type: 'DraftDeleted',
  payload: z.object({ reason: z.optional(z.string()) }),
});

export const testCatalog = createEventCatalog([DraftSaved, DraftDeleted]);
export type TestEvent = EventFor<typeof DraftSaved | typeof DraftDeleted>;
