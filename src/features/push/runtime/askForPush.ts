import { PUSH_DENIED_ALERT } from '@/domain/push/pushOffer';
import type { AppRuntime } from '@/runtime/openAppRuntime';
import { pushPermission } from './browserPush';
import { recordPushChoice, sessionApi } from './pushRuntime';
import { subscribeAndUpload } from './pushSubscriptionSync';

/** reading.md §8: a browser without Web Push. */
export const PUSH_NOT_SUPPORTED = 'Push messaging is not supported in this browser.';
export const PUSH_NEEDS_ACCOUNT = 'Sign in to Polycast first: notifications are an account’s.';

export type AskOutcome =
  | { status: 'enabled' }
  /** The browser refused: the alert of §4.7 says how to allow it. */
  | { status: 'denied'; alert: string }
  /** The person closed the browser's question without answering: nothing changes. */
  | { status: 'dismissed' }
  | { status: 'failed'; message: string };

/**
 * The person asked for push (the prompt's 'Enable', or the Settings switch):
 * the browser's permission is asked if it was not given; granted, the choice
 * is logged and the browser subscribes and uploads (reading.md §4.7).
 */
export async function askForPush(runtime: AppRuntime): Promise<AskOutcome> {
  let permission = pushPermission();
  if (permission === 'unsupported') return { status: 'failed', message: PUSH_NOT_SUPPORTED };
  if (permission === 'default') permission = await Notification.requestPermission();
  if (permission === 'denied') return { status: 'denied', alert: PUSH_DENIED_ALERT };
  if (permission !== 'granted') return { status: 'dismissed' };
  const api = await sessionApi(runtime);
  if (!api) return { status: 'failed', message: PUSH_NEEDS_ACCOUNT };
  await recordPushChoice(runtime, 'enabled');
  const uploaded = await subscribeAndUpload(api);
  return uploaded.ok
    ? { status: 'enabled' }
    : { status: 'failed', message: uploaded.error.message };
}
