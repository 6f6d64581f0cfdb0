import { signInToBluesky, type BskyStoredSession } from '@/sources/bsky/bskySession';
import { memoryCredentialStore } from '@/sources/credentialStore';
import type { DelegationStore } from './delegationStore';
import type { BskySecret } from './delegationSecrets';
import { fetchWithTimeout, timedFetch } from '../http/timedFetch';

/**
 * Bluesky: the server signs in with the app password it was given (its own
 * session, `com.atproto.server.createSession`) and keeps both sealed.
 */
export async function delegateBsky(
  store: DelegationStore,
  accountId: string,
  service: string,
  request: { did: string; handle: string; appPassword: string },
): Promise<{ ok: true } | { ok: false; status: 400 | 502; message: string }> {
  const sessions = memoryCredentialStore<BskyStoredSession>();
  const signedIn = await signInToBluesky({
    service,
    identifier: request.did,
    password: request.appPassword,
    store: sessions,
    fetch: fetchWithTimeout(),
  });
  if (!signedIn.ok) {
    return signedIn.error.kind === 'auth'
      ? { ok: false, status: 400, message: 'Bluesky refused the app password.' }
      : { ok: false, status: 502, message: 'Bluesky could not be reached. Please try again.' };
  }
  if (signedIn.value.did !== request.did)
    return { ok: false, status: 400, message: 'This app password is for another account.' };
  const session = await sessions.load(request.did);
  const secret: BskySecret = { appPassword: request.appPassword, ...(session ? { session } : {}) };
  store.put(accountId, {
    platform: 'Bsky',
    platformUserId: request.did,
    handle: signedIn.value.handle,
    live: true,
    secret,
  });
  return { ok: true };
}

/**
 * On revoke: the server's own session is ended at the PDS (best effort; the
 * device revokes the app password itself, which ends every session made with it).
 */
export async function endBskySession(service: string, secret: BskySecret): Promise<void> {
  const refreshJwt = secret.session?.session.refreshJwt;
  if (!refreshJwt) return;
  await timedFetch(
    `${service}/xrpc/com.atproto.server.deleteSession`,
    { method: 'POST', headers: { Authorization: `Bearer ${refreshJwt}` } },
    10_000,
  ).catch(() => undefined);
}
