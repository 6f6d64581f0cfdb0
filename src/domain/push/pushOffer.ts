import { PUSH_LATER_SUPPRESSION_MS } from './pushContract';

/** What the browser allows (Notification.permission), or that it has no Web Push at all. */
export type PushPermission = 'granted' | 'denied' | 'default' | 'unsupported';

export interface PushSituation {
  permission: PushPermission;
  /** The device is in a Polycast account: pushes are an account's. */
  signedIn: boolean;
  /** The person has something the server pushes about: a scheduled post made on this device. */
  hasScheduledPost: boolean;
  /** The last choice the person made, and when (epoch ms). */
  lastChoice: { choice: 'enabled' | 'later' | 'off'; at: number } | undefined;
  now: number;
}

/**
 * What the app does about push at a start, or when the situation changes
 * (reading.md §4.7):
 * - 'subscribe': permission is granted: subscribe and upload the subscription;
 * - 'offer': permission not asked yet: the in-app prompt, unless 'later' was
 *   chosen within 24 h, and only once there is something to be told about
 *   (docs/decisions-reading.md, "When the push prompt shows");
 * - 'none': nothing (no account, push switched off, no support, or denied:
 *   a denial is said when the person asks for push, not at every start).
 */
export function pushStep(situation: PushSituation): 'subscribe' | 'offer' | 'none' {
  const { permission, lastChoice } = situation;
  if (!situation.signedIn || permission === 'unsupported' || lastChoice?.choice === 'off')
    return 'none';
  if (permission === 'granted') return 'subscribe';
  if (permission === 'denied' || !situation.hasScheduledPost) return 'none';
  const deferred =
    lastChoice?.choice === 'later' && situation.now - lastChoice.at < PUSH_LATER_SUPPRESSION_MS;
  return deferred ? 'none' : 'offer';
}

/** reading.md §8: the alert when the browser refuses notifications. */
export const PUSH_DENIED_ALERT =
  'Notifications are blocked for Polycast in this browser. Allow them in the site settings to be told when your scheduled posts go out.';
