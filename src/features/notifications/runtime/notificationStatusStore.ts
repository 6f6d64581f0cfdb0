import type { NotificationType } from '@/domain/notifications/readRecord';

/** Whether anything is unread, and the type of the latest unread (the sidebar link's target). */
export interface NotificationStatus {
  latestUnread: NotificationType | null;
  hasNew: boolean;
}

const NOTHING_NEW: NotificationStatus = { latestUnread: null, hasNew: false };

/**
 * What the polls found, told to the shell: the poller (loaded after the
 * first screen, with the query observers it needs) writes it, the sidebar
 * and the indicator read it. A tiny store, so the first screen carries none
 * of the polling.
 */
let status = NOTHING_NEW;
const listeners = new Set<() => void>();

export const notificationStatusStore = {
  get: (): NotificationStatus => status,
  set(latestUnread: NotificationType | null): void {
    if (status.latestUnread === latestUnread) return;
    status = latestUnread === null ? NOTHING_NEW : { latestUnread, hasNew: true };
    listeners.forEach((listener) => listener());
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
