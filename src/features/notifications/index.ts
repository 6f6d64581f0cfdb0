export { useNotificationStatus } from './hooks/useNotificationStatus';
export type { NotificationStatus } from './runtime/notificationStatusStore';
