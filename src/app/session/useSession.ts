import type { NotificationKind, SparksAccount } from '../navigation/sidebarLinks';
import type { PostSource } from '../sources';

export interface Session {
  loggedIn: ReadonlySet<PostSource>;
  latestUnreadNotification: NotificationKind | null;
  sparksAccount: SparksAccount | null;
}

const SIGNED_OUT: Session = {
  loggedIn: new Set(),
  latestUnreadNotification: null,
  sparksAccount: null,
};

/**
 * Who is signed in where. Sign-in arrives with the source adapters; until then
 * nobody is, and the shell shows what a signed-out visitor sees.
 */
export function useSession(): Session {
  return SIGNED_OUT;
}
