import { useSyncExternalStore } from 'react';
import {
  notificationStatusStore,
  type NotificationStatus,
} from '../runtime/notificationStatusStore';

/** What the sidebar and the indicator show (reading.md §2.13, §4.6), as the poller last found. */
export function useNotificationStatus(): NotificationStatus {
  return useSyncExternalStore(notificationStatusStore.subscribe, notificationStatusStore.get);
}
