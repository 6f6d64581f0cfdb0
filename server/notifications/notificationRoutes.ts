import { Hono } from 'hono';
import {
  PRODUCT_NOTIFICATIONS_PAGE_SIZE,
  PRODUCT_NOTIFICATIONS_PATH,
  productNotificationsQuerySchema,
  type ProductNotificationView,
} from '@/domain/notifications/productNotificationsContract';
import type { ProductAccountStore } from '../account/productAccountStore';
import { requireProductSession, type SessionEnv } from '../account/requireProductSession';
import type { ScheduleStore, ScheduleTaskRecord } from '../schedule/scheduleStore';
import {
  TIP_NOTIFICATIONS_PATH,
  type TipNotificationView,
} from '@/domain/notifications/tipNotificationsContract';
import type { TipReportStore } from '../wallet/tipReportStore';

/** A settled scheduled post as a notification: published when every network took it. */
export function scheduleNotification(task: ScheduleTaskRecord): ProductNotificationView {
  const published = task.status === 'Success';
  return {
    id: `schedule:${task.taskUuid}:${task.status}`,
    reason: published ? 'schedule-published' : 'schedule-failed',
    at: new Date(task.updatedAt).toISOString(),
    scheduleId: task.taskUuid,
    text: task.relations[0]?.content ?? task.displayInfo.content,
    outcomes: task.relations.map((relation) => ({
      source: relation.platform,
      published: relation.status === 'Success',
      reason: relation.reason,
    })),
  };
}

/**
 * `GET /v1/notifications/general` (reading.md §7.8; its path is not in the
 * spec): the account's own notifications, newest first, a page at a time,
 * for its session only. Scheduled posts published or failed; tips join here
 * when they exist (productNotificationsContract.ts).
 */
export function mountNotificationRoutes(
  api: Hono,
  options: {
    accounts: ProductAccountStore;
    schedule: Pick<ScheduleStore, 'settled'>;
    tips?: Pick<TipReportStore, 'receivedBy'>;
  },
) {
  const routes = new Hono<SessionEnv>();
  routes.get(PRODUCT_NOTIFICATIONS_PATH, requireProductSession(options.accounts), (c) => {
    const query = productNotificationsQuerySchema.safeParse(c.req.query());
    if (!query.success) {
      const issue = query.error.issues[0];
      return c.json(
        {
          code: 400,
          message: `${issue?.path.map(String).join('.') || 'query'}: ${issue?.message}`,
        },
        400,
      );
    }
    const page = options.schedule.settled(c.get('accountId'), {
      cursor: query.data.cursor ?? null,
      size: query.data.size ?? PRODUCT_NOTIFICATIONS_PAGE_SIZE,
    });
    return c.json({
      code: 0,
      data: { notifications: page.tasks.map(scheduleNotification), cursor: page.cursor },
    });
  });
  // reading.md §4.6: tips to any profile the account links, newest first (the latest 20).
  routes.get(TIP_NOTIFICATIONS_PATH, requireProductSession(options.accounts), (c) => {
    const profiles = options.accounts
      .connections(c.get('accountId'))
      .map((profile) => `${profile.source}:${profile.profileId}`);
    const received = options.tips?.receivedBy(profiles) ?? [];
    const notifications: TipNotificationView[] = received.map(({ report, receivedAt }) => ({
      id: `tip:${report.chain_id}:${report.tx_hash}`,
      at: new Date(receivedAt).toISOString(),
      to: report.to_account_id,
      fromAddress: report.from_address,
      amount: report.amount,
      tokenSymbol: report.token_symbol,
      chainName: report.chain_name,
      txHash: report.tx_hash,
    }));
    return c.json({ code: 0, data: { notifications } });
  });
  api.route('/', routes);
}
