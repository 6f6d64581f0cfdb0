import type { ConnectedAccount } from '@/events/types/accountEvents';

export interface SignedInPerson {
  name: string;
  handle: string;
  avatarUrl?: string;
}

/**
 * Who is signed in on this device, for the menu: the first account
 * connected (its name and handle), with the first picture any connected
 * account has. Null when nothing is connected.
 */
export function signedInPerson(
  accounts: readonly Pick<ConnectedAccount, 'displayName' | 'handle' | 'avatarUrl'>[],
): SignedInPerson | null {
  const first = accounts[0];
  if (!first) return null;
  const avatarUrl = first.avatarUrl ?? accounts.find((a) => a.avatarUrl)?.avatarUrl;
  return {
    name: first.displayName || first.handle,
    handle: first.handle,
    ...(avatarUrl ? { avatarUrl } : {}),
  };
}
