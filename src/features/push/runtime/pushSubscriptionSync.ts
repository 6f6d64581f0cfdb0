import {
  PUSH_PATHS,
  pushKeyAnswerSchema,
  pushSubscriptionSchema,
} from '@/domain/push/pushContract';
import type { SourceResult } from '@/domain/result';
import { call, type ProductApi } from '@/sources/product/productApi';
import { currentSubscription, subscriptionFor } from './browserPush';

/** Said when the browser's push service would not give a subscription. */
export const PUSH_SUBSCRIBE_FAILED = 'This browser could not subscribe to push notifications.';

/**
 * reading.md §4.7: with permission granted, the browser subscribes with the
 * server's VAPID key and the subscription is uploaded with the device's
 * session (again at each start: the server keeps one row per browser, and a
 * browser's subscription may change).
 */
export function subscribeAndUpload(api: ProductApi): Promise<SourceResult<undefined>> {
  // One at a time: a start's upload and the person's 'Enable' must not make two subscriptions.
  const next = inFlight.then(() => subscribeAndUploadNow(api));
  inFlight = next.catch(() => undefined);
  return next;
}

let inFlight: Promise<unknown> = Promise.resolve();

async function subscribeAndUploadNow(api: ProductApi): Promise<SourceResult<undefined>> {
  const key = await call(api, 'GET', PUSH_PATHS.key, { schema: pushKeyAnswerSchema });
  if (!key.ok) return key;
  let subscription: PushSubscription;
  try {
    subscription = await subscriptionFor(key.value.publicKey);
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    return { ok: false, error: { kind: 'invalid', message: `${PUSH_SUBSCRIBE_FAILED} (${why})` } };
  }
  const body = pushSubscriptionSchema.safeParse(subscription.toJSON());
  if (!body.success)
    return { ok: false, error: { kind: 'invalid', message: PUSH_SUBSCRIBE_FAILED } };
  return call(api, 'PUT', PUSH_PATHS.subscriptions, { body: body.data });
}

/** Push switched off: the server forgets this browser, and the browser drops its subscription. */
export async function unsubscribeAndRemove(api: ProductApi): Promise<SourceResult<undefined>> {
  const subscription = await currentSubscription();
  if (!subscription) return { ok: true, value: undefined };
  const removed = await call(api, 'DELETE', PUSH_PATHS.subscriptions, {
    body: { endpoint: subscription.endpoint },
  });
  // Dropped in the browser either way: its push service then answers 410 and the server forgets it.
  await subscription.unsubscribe().catch(() => false);
  return removed;
}
