import { useMemo } from 'react';
import { loggedInSources } from '@/events/projections/accountsProjection';
import { useAccounts } from '@/features/accounts';
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
  return useMemo(
    () => ({
      loggedIn: loggedInSources(accounts),
      // Notifications and Sparks arrive with the reading work.
      latestUnreadNotification: null,
      sparksAccount: null,
    }),
    [accounts],
  );
}
