import { Link } from '@tanstack/react-router';
import { notificationsTab, type NotificationKind } from '../navigation/sidebarLinks';

/**
 * The global 'has new notification' indicator (reading.md §2.13, §4.6):
 * while a signed-in profile has something unread, a link named "New
 * notifications" to the tab of the latest unread type, on every layout (the
 * sidebar is in a closed drawer on a phone). The live region stays in the
 * page so its arrival is announced; it is empty while nothing is new.
 */
export function NewNotificationsIndicator({ latest }: { latest: NotificationKind | null }) {
  return (
    <p className="new-notifications" role="status">
      {latest && (
        <Link
          to="/notifications/$source"
          params={{ source: notificationsTab(latest) }}
          className="new-notifications-link"
        >
          New notifications
        </Link>
      )}
    </p>
  );
}
