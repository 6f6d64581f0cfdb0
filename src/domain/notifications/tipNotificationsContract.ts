import { z } from 'zod/mini';

/**
 * Tips the person received (reading.md §4.6: the product's Tips
 * notifications, polled on their own and shown on the general tab): each a
 * tip someone reported to the product server (wallet.md §7.1) whose tipped
 * profile is one the Polycast account links. Its path is not in the spec.
 */
export const TIP_NOTIFICATIONS_PATH = '/v1/notifications/tips';

export const tipNotificationSchema = z.object({
  /** The notificationId (§3.13): the chain and the transaction. */
  id: z.string().check(z.minLength(1)),
  at: z.iso.datetime({ offset: true }),
  /** The tipped profile, as `{source}:{id}`. */
  to: z.string(),
  fromAddress: z.string(),
  /** The amount in the token's units, as a decimal. */
  amount: z.string(),
  tokenSymbol: z.string(),
  chainName: z.string(),
  txHash: z.string(),
});
export type TipNotificationView = z.infer<typeof tipNotificationSchema>;

export const tipNotificationsAnswerSchema = z.object({
  code: z.literal(0),
  data: z.object({ notifications: z.array(tipNotificationSchema) }),
});
