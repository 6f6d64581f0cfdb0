import { useMemo } from 'react';
import { loggedInSources } from '@/events/projections/accountsProjection';
import { useAccounts } from '@/features/accounts';
import { useNotificationStatus } from '@/features/notifications';
import type { NotificationKind, SparksAccount } from './sidebarLinks';
import type { PostSource } from '@/domain/networks';

export interface Session {
  loggedIn: ReadonlySet<PostSource>;
  latestUnreadNotification: NotificationKind | null;
  sparksAccount: SparksAccount | null;
}

/** Who is signed in where: the sources with a connected account on this device. */
export function useSession(): Session {
  const accounts = useAccounts();
  const { latestUnread } = useNotificationStatus();
  return useMemo(
    () => ({
      loggedIn: loggedInSources(accounts),
      latestUnreadNotification: latestUnread,
      // Sparks arrive with the wallet work.
      sparksAccount: null,
    }),
    [accounts, latestUnread],
  );
}
