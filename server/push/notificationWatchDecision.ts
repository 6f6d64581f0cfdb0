import { NO_NOTIFICATION_YET } from '@/domain/notifications/readRecord';

/**
 * What one look at a profile's newest notification means (reading.md §4.6,
 * §4.7): the first look only records where the profile stands (what was
 * there before the watch is not news); after that, a newest id other than
 * the one remembered is new and is pushed once; the same id is nothing.
 */
export type WatchDecision =
  { kind: 'firstSeen'; remember: string } | { kind: 'new'; remember: string } | { kind: 'same' };

export function notificationWatchDecision(
  remembered: string | undefined,
  newestId: string | undefined,
): WatchDecision {
  const newest = newestId ?? NO_NOTIFICATION_YET;
  if (remembered === undefined) return { kind: 'firstSeen', remember: newest };
  // A profile whose notifications are all gone again (deleted likes) has nothing new to tell.
  if (newestId === undefined || newest === remembered) return { kind: 'same' };
  return { kind: 'new', remember: newest };
}
