import { z } from 'zod/mini';
import { POST_SOURCES } from '../networks';

/**
 * The product's own notifications (reading.md §7.8, the general tab): what
 * the product server knows happened for the account: scheduled posts
 * published or failed. Tips received are listed on their own
 * (tipNotificationsContract.ts: their own type, polled separately, §4.6).
 */
export const PRODUCT_NOTIFICATIONS_PATH = '/v1/notifications/general';

/** Notifications per page. */
export const PRODUCT_NOTIFICATIONS_PAGE_SIZE = 20;

export const productNotificationsQuerySchema = z.object({
  cursor: z.optional(z.string().check(z.minLength(1), z.maxLength(200))),
  size: z.optional(
    z.pipe(
      z.coerce.number(),
      z.int().check(z.minimum(1), z.maximum(PRODUCT_NOTIFICATIONS_PAGE_SIZE)),
    ),
  ),
});

export const productNotificationSchema = z.object({
  /** The notificationId (§3.13): the task and how it ended, so a new ending is a new id. */
  id: z.string().check(z.minLength(1)),
  reason: z.enum(['schedule-published', 'schedule-failed']),
  at: z.iso.datetime({ offset: true }),
  scheduleId: z.uuid(),
  /** The scheduled post's text (its first post's). */
  text: z.string(),
  /** Per network: published, or the reason it failed. */
  outcomes: z.array(
    z.object({
      source: z.enum(POST_SOURCES),
      published: z.boolean(),
      reason: z.optional(z.nullable(z.string())),
    }),
  ),
});
export type ProductNotificationView = z.infer<typeof productNotificationSchema>;

export const productNotificationsAnswerSchema = z.object({
  code: z.literal(0),
  data: z.object({
    notifications: z.array(productNotificationSchema),
    cursor: z.nullable(z.string()),
  }),
});
