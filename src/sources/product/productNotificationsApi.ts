import type { Page } from '@/domain/reading/post';
import type { SourceResult } from '@/domain/result';
import {
  PRODUCT_NOTIFICATIONS_PAGE_SIZE,
  PRODUCT_NOTIFICATIONS_PATH,
  productNotificationsAnswerSchema,
  type ProductNotificationView,
} from '@/domain/notifications/productNotificationsContract';
import {
  TIP_NOTIFICATIONS_PATH,
  tipNotificationsAnswerSchema,
  type TipNotificationView,
} from '@/domain/notifications/tipNotificationsContract';
import { call, type ProductApi } from './productApi';

/**
 * One page of the account's own notifications (the general tab, reading.md
 * §7.8), newest first; no cursor is the first page, none answered the last.
 */
export async function fetchProductNotifications(
  api: ProductApi,
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<SourceResult<Page<ProductNotificationView>>> {
  const query = new URLSearchParams({ size: String(PRODUCT_NOTIFICATIONS_PAGE_SIZE) });
  if (cursor) query.set('cursor', cursor);
  const answer = await call(api, 'GET', `${PRODUCT_NOTIFICATIONS_PATH}?${query}`, {
    schema: productNotificationsAnswerSchema,
    ...(signal ? { signal } : {}),
  });
  if (!answer.ok) return answer;
  const { notifications, cursor: next } = answer.value.data;
  return { ok: true, value: { items: notifications, ...(next ? { cursor: next } : {}) } };
}

/** The tips the account's profiles received, newest first (reading.md §4.6). */
export async function fetchTipNotifications(
  api: ProductApi,
  signal?: AbortSignal,
): Promise<SourceResult<TipNotificationView[]>> {
  const answer = await call(api, 'GET', TIP_NOTIFICATIONS_PATH, {
    schema: tipNotificationsAnswerSchema,
    ...(signal ? { signal } : {}),
  });
  return answer.ok ? { ok: true, value: answer.value.data.notifications } : answer;
}
