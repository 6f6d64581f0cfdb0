import { z } from 'zod/mini';
import { POST_SOURCES } from '../networks';

/**
 * composer.md §7.2, §3.8: the scheduled-posts API between the app and the
 * product server. Both sides parse every body with these schemas.
 */
export { SCHEDULE_PATHS } from './schedulePaths';

/** composer.md §9: history page size, maximum lead time. */
export const SCHEDULE_HISTORY_PAGE_SIZE = 20;
export const MAX_SCHEDULE_LEAD_MS = 7 * 24 * 60 * 60 * 1000;
/** composer.md §4.9, §9: the gap between a scheduled thread's posts. */
export const SCHEDULED_THREAD_GAP_MS = 1000;

/**
 * A task's and a relation's status. composer.md §3.8 names Pending and
 * Failed; a task every platform published is Success (docs/decisions.md).
 */
export const SCHEDULE_STATUSES = ['Pending', 'Failed', 'Success'] as const;
export type ScheduleStatus = (typeof SCHEDULE_STATUSES)[number];

/** composer.md §3.8: what a relation's media_type[] may hold. */
export const SCHEDULE_MEDIA_TYPES = [
  'Text',
  'Image',
  'Video',
  'Vote',
  'Redpacket',
  'Other',
] as const;
export type ScheduleMediaType = (typeof SCHEDULE_MEDIA_TYPES)[number];

const isoTime = z.iso.datetime({ offset: true });
const uuid = z.uuid();

/** What the Scheduled tab shows of a task without reading its payloads. */
export const displayInfoSchema = z.object({
  content: z.string().check(z.maxLength(100_000)),
  media_type: z.array(z.enum(SCHEDULE_MEDIA_TYPES)).check(z.maxLength(SCHEDULE_MEDIA_TYPES.length)),
});
export type DisplayInfo = z.infer<typeof displayInfoSchema>;

/**
 * One platform of a task: the account that posts, and the thread's posts in
 * that platform's own shape (`schedulePayloads.ts`) as a JSON string of a list.
 */
export const scheduleEntrySchema = z.object({
  platform: z.enum(POST_SOURCES),
  platformUserId: z.string().check(z.minLength(1), z.maxLength(512)),
  payload: z.string().check(z.minLength(2), z.maxLength(1_000_000)),
});
export type ScheduleEntry = z.infer<typeof scheduleEntrySchema>;

export const createScheduleBodySchema = z.object({
  scheduleTime: isoTime,
  posts: z.array(scheduleEntrySchema).check(
    z.minLength(1),
    z.maxLength(POST_SOURCES.length),
    z.refine((posts) => new Set(posts.map((p) => p.platform)).size === posts.length, {
      message: 'one entry per platform',
    }),
  ),
  display_info: displayInfoSchema,
  ua_type: z.literal('web'),
  /** The app's id for the task (the intent that asked for it): sent again, it is the same task. */
  groupId: uuid,
});
export type CreateScheduleBody = z.infer<typeof createScheduleBodySchema>;

export const updateScheduleBodySchema = z.object({
  taskUUID: uuid,
  publishTime: isoTime,
  ua_type: z.literal('web'),
});
export type UpdateScheduleBody = z.infer<typeof updateScheduleBodySchema>;

export const deleteScheduleBodySchema = z.object({ taskUUID: uuid });
export type DeleteScheduleBody = z.infer<typeof deleteScheduleBodySchema>;

export const scheduleHistoryBodySchema = z.object({
  /** Opaque; null or absent for the first page. */
  cursor: z.optional(z.nullable(z.string().check(z.maxLength(200)))),
  size: z.optional(z.int().check(z.positive(), z.maximum(SCHEDULE_HISTORY_PAGE_SIZE))),
  /** Comma-joined statuses, e.g. 'Pending,Failed'. */
  status: z.optional(z.string().check(z.maxLength(100))),
});
export type ScheduleHistoryBody = z.infer<typeof scheduleHistoryBodySchema>;

/** composer.md §3.8: one platform of a task as the history answers it. */
export const scheduleRelationSchema = z.object({
  platform: z.enum(POST_SOURCES),
  platform_user_id: z.string(),
  status: z.enum(SCHEDULE_STATUSES),
  /** The first post's text on this platform. */
  content: z.string(),
  updated_at: isoTime,
  media_type: z.array(z.enum(SCHEDULE_MEDIA_TYPES)),
  /** Why it failed (the network's words, or composer.md §8's). */
  reason: z.optional(z.nullable(z.string())),
  /** The published posts' ids on this platform, thread order. */
  post_ids: z.optional(z.array(z.string())),
});
export type ScheduleRelation = z.infer<typeof scheduleRelationSchema>;

export const scheduleTaskSchema = z.object({
  task_uuid: uuid,
  /** The app's groupId it was created with. */
  group_id: uuid,
  schedule_at: isoTime,
  status: z.enum(SCHEDULE_STATUSES),
  display_info: displayInfoSchema,
  relation: z.array(scheduleRelationSchema),
});
export type ScheduleTask = z.infer<typeof scheduleTaskSchema>;

/** Every answer: `{code: 0, data}` on success; otherwise an HTTP error with `{code, message}`. */
export const createScheduleAnswerSchema = z.object({
  code: z.literal(0),
  data: z.object({ taskId: uuid }),
});
export const updateScheduleAnswerSchema = z.object({
  code: z.literal(0),
  data: z.object({ taskUUID: uuid, publishTime: isoTime }),
});
export const deleteScheduleAnswerSchema = z.object({
  code: z.literal(0),
  data: z.object({ taskUUID: uuid }),
});
export const scheduleHistoryAnswerSchema = z.object({
  code: z.literal(0),
  data: z.object({ posts: z.array(scheduleTaskSchema), cursor: z.nullable(z.string()) }),
});
export type ScheduleHistoryAnswer = z.infer<typeof scheduleHistoryAnswerSchema>;

/** A refusal: `message` is meant for the person (composer.md §8's known product errors). */
export const scheduleErrorAnswerSchema = z.object({ code: z.number(), message: z.string() });
