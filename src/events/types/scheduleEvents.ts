import { z } from 'zod/mini';
import { POST_SOURCES } from '@/domain/networks';
import { draftSchema } from '@/domain/composer/model/draft';
import { defineEvent } from '../defineEvent';
import { publishPostSchema, publishTargetSchema } from './publishEvents';

const id = z.string().check(z.minLength(1), z.maxLength(512));
const source = z.enum(POST_SOURCES);

/**
 * The user scheduled a post (composer.md §4.9): the product server publishes
 * it at `scheduleTime` (epoch ms), even with every device off. An intent like
 * any post: the outbox stores its files on the product's storage, then asks
 * the server to create the task (`SchedulePrepared`); offline it waits.
 * `groupId` is the task's uuid, derived from the event's ULID
 * (src/domain/schedule/groupIdOf.ts): sent again, it is the same task. `posts` are
 * PublishRequested's (attached files by id in the media store); `draft` is
 * what the composer held, to reopen it if the server refuses the task.
 */
export const ScheduleRequested = defineEvent({
  type: 'ScheduleRequested',
  payload: z.object({
    productAccountId: id,
    groupId: z.uuid(),
    scheduleTime: z.int().check(z.positive()),
    kind: z.enum(['post', 'reply', 'quote', 'thread']),
    targets: z.array(publishTargetSchema).check(z.minLength(1), z.maxLength(POST_SOURCES.length)),
    posts: z.array(publishPostSchema).check(z.minLength(1), z.maxLength(25)),
    replyTo: z.optional(z.partialRecord(source, id)),
    quoteOf: z.optional(z.partialRecord(source, id)),
    draft: draftSchema,
  }),
});

/**
 * A file of a schedule intent is on the product's storage: an attached file
 * (`media:{mediaId}`) or a post's Lens metadata document (`lens:{index}`).
 * A retry reuses it; it is uploaded once.
 */
export const ScheduleFileStored = defineEvent({
  type: 'ScheduleFileStored',
  payload: z.object({
    intentId: id,
    key: id,
    url: z.url({ protocol: /^https?$/ }).check(z.maxLength(2048)),
    uri: z.optional(z.string().check(z.maxLength(2048))),
  }),
});

/**
 * Everything is stored: the create call's body (composer.md §7.2, checked
 * against src/domain/schedule/scheduleContract.ts before it is logged). The
 * product-server outbox sends it with the intent's session.
 */
export const SchedulePrepared = defineEvent({
  type: 'SchedulePrepared',
  payload: z.object({ intentId: id, productAccountId: id, body: z.json() }),
});

/** The intent cannot become a task (a file is gone, a poll was refused): the user is told why. */
export const SchedulePreparationFailed = defineEvent({
  type: 'SchedulePreparationFailed',
  payload: z.object({ intentId: id, reason: z.string().check(z.maxLength(2000)) }),
});

/** The user put a failed schedule intent away (reopened it in the composer, or dismissed it). */
export const ScheduleIntentDismissed = defineEvent({
  type: 'ScheduleIntentDismissed',
  payload: z.object({ intentId: id }),
});

export const scheduleDefinitions = [
  ScheduleRequested,
  ScheduleFileStored,
  SchedulePrepared,
  SchedulePreparationFailed,
  ScheduleIntentDismissed,
] as const;
