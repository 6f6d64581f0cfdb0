import { SOURCE_LABELS } from '@/domain/networks';
import type { NetworkNotification } from '@/domain/notifications/notification';
import { notificationSentence } from '@/domain/notifications/notificationSentence';
import { pushMessageSchema, type PushMessage } from '@/domain/push/pushContract';

/** The notifications tab each watched network's news opens (the app's `/notifications/$source`). */
export const NOTIFICATION_TABS = { Bsky: 'bsky', Farcaster: 'farcaster', Lens: 'lens' } as const;
export type WatchedSource = keyof typeof NOTIFICATION_TABS;

/**
 * reading.md §4.7: what a person is told by push when a network notification
 * arrives: the network in the title, who did what in the body (the same
 * sentence as the notification's row), and the network's notifications tab.
 * One tag per network profile: a newer push replaces the older one.
 */
export function networkNotificationMessage(
  notification: NetworkNotification & { source: WatchedSource },
): PushMessage {
  const who = notification.actor.displayName || notification.actor.handle || 'Someone';
  return pushMessageSchema.parse({
    kind: 'networkNotification',
    title: `New on ${SOURCE_LABELS[notification.source]}`,
    body: `${who} ${notificationSentence(notification.reason, notification.source)}`.slice(0, 400),
    url: `/notifications/${NOTIFICATION_TABS[notification.source]}`,
    tag: `notifications-${NOTIFICATION_TABS[notification.source]}`,
  });
}
