import type { PostSource } from '@/domain/networks';
import { signInToBluesky, type BskyStoredSession } from '@/sources/bsky/bskySession';
import { memoryCredentialStore, type CredentialStore } from '@/sources/credentialStore';
import type { DelegationStore } from './delegationStore';
import type { BskySecret } from './delegationSecrets';
import { fetchWithTimeout } from '../http/timedFetch';

/**
 * An adapter's credential store over one delegation's sealed secret: what it
 * saves (a refreshed session) is sealed back; what it removes (a session the
 * network refused) ends the delegation, which then needs consent again.
 */
export function delegationCredentials<T>(
  store: DelegationStore,
  accountId: string,
  platform: PostSource,
  platformUserId: string,
): CredentialStore<T> {
  return {
    load: async () => store.get<T>(accountId, platform, platformUserId)?.secret,
    save: async (_key, value) =>
      void store.updateSecret(accountId, platform, platformUserId, value),
    remove: async () => void store.remove(accountId, platform, platformUserId),
  };
}

/**
 * Bluesky's: the session the server made with the app password. A session
 * refused (or none yet) is made again from the app password; only an app
 * password Bluesky refuses ends the delegation.
 */
export function bskyDelegationCredentials(
  store: DelegationStore,
  accountId: string,
  did: string,
  service: string,
): CredentialStore<BskyStoredSession> {
  const secret = () => store.get<BskySecret>(accountId, 'Bsky', did)?.secret;
  const keep = (value: BskySecret) => store.updateSecret(accountId, 'Bsky', did, value);
  let signingIn: Promise<BskyStoredSession | undefined> | undefined;

  async function signIn(appPassword: string): Promise<BskyStoredSession | undefined> {
    const sessions = memoryCredentialStore<BskyStoredSession>();
    const signedIn = await signInToBluesky({
      service,
      identifier: did,
      password: appPassword,
      store: sessions,
      fetch: fetchWithTimeout(),
    });
    if (!signedIn.ok) {
      if (signedIn.error.kind === 'auth') store.remove(accountId, 'Bsky', did);
      return undefined;
    }
    const session = await sessions.load(did);
    if (session) keep({ appPassword, session });
    return session;
  }

  return {
    async load() {
      const current = secret();
      if (!current) return undefined;
      if (current.session) return current.session;
      signingIn ??= signIn(current.appPassword).finally(() => (signingIn = undefined));
      return signingIn;
    },
    async save(_key, session) {
      const current = secret();
      if (current) keep({ ...current, session });
    },
    async remove() {
      const current = secret();
      if (current) keep({ appPassword: current.appPassword });
    },
  };
}
