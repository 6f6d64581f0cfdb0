import type { NotificationType } from '@/domain/notifications/readRecord';
import { SETTINGS_AGGREGATE } from '@/events/types/settingsEvents';
import type { AppRuntime } from '@/runtime/openAppRuntime';

/**
 * The reader saw a type's notifications up to an id (reading.md §3.13): an
 * event in the log, like every setting; resolves once the record shows it.
 */
export async function recordRead(
  runtime: AppRuntime,
  read: {
    type: NotificationType;
    profileId: string;
    latestNotificationId: string;
    cause: 'opened' | 'firstSeen';
  },
): Promise<void> {
  await runtime.log.append({
    type: 'NotificationsRead',
    aggregateId: SETTINGS_AGGREGATE,
    payload: read,
  });
  await runtime.settings.catchUp();
}
