import { z } from 'zod/mini';
import { defineEvent } from '../defineEvent';

const productAccountId = z.string().check(z.minLength(1), z.maxLength(512));

/** The aggregate of a scheduled task's edits. */
export const scheduleTaskAggregate = (taskUUID: string) => `schedule:${taskUUID}`;

/**
 * The user moved a Pending scheduled task to another time (composer.md
 * §4.9, after verifying the Polycast password). An intent like any other:
 * the product-server outbox sends it with the session of the account it was
 * made in (the event's id is the Idempotency-Key); offline it waits there.
 * `publishTime` is epoch ms.
 */
export const ScheduleUpdateRequested = defineEvent({
  type: 'ScheduleUpdateRequested',
  payload: z.object({
    productAccountId,
    taskUUID: z.uuid(),
    publishTime: z.int().check(z.positive()),
  }),
});

/** The user deleted a scheduled task (composer.md §2.6, §4.9); sent like an update. */
export const ScheduleDeleteRequested = defineEvent({
  type: 'ScheduleDeleteRequested',
  payload: z.object({ productAccountId, taskUUID: z.uuid() }),
});

export const scheduleEditDefinitions = [ScheduleUpdateRequested, ScheduleDeleteRequested] as const;
