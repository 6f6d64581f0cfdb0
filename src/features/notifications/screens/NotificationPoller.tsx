import { useNotificationPolling } from '../hooks/useNotificationPolls';

/**
 * The notification polls (reading.md §4.6), as a component the shell loads
 * after the first screen: it draws nothing.
 */
export function NotificationPoller() {
  useNotificationPolling();
  return null;
}
