import type { ConnectedAccount } from '../../events/types/accountEvents';
import { networkList } from '../../machines/composer/rules/networkNames';
import { POST_SOURCES, type PostSource } from '../sources';

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

/**
 * The notice after a one-click sign-in: the person, and every network they
 * are now signed in on ("Signed in as Polly Cast on Farcaster, Lens, X, and
 * Bluesky."), in the networks' order.
 */
export function signedInMessage(name: string, sources: readonly PostSource[]): string {
  const ordered = [...new Set(sources)].sort(
    (a, b) => POST_SOURCES.indexOf(a) - POST_SOURCES.indexOf(b),
  );
  return ordered.length > 0
    ? `Signed in as ${name} on ${networkList(ordered)}.`
    : `Signed in as ${name}.`;
}
