export { useNotificationPolling, useNotificationStatus } from './hooks/useNotificationPolls';
export type { NotificationStatus } from './hooks/useNotificationPolls';
