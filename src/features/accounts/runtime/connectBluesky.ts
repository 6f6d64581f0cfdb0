import type { ConnectedAccount } from '@/events/types/accountEvents';
import type { BskyStoredSession } from '@/sources/bsky/bskySession';
import type { CredentialVault } from '@/runtime/credentialVault';
import type { NetworkEndpoints } from './networkEndpoints';

export type ConnectResult =
  { ok: true; account: ConnectedAccount } | { ok: false; message: string };

/**
 * Signs in to Bluesky with a handle and an app password; the session goes to
 * the vault, the account's public facts come back for the log. The network
 * code loads only now (it is not needed for the first screen).
 */
export async function connectBluesky(options: {
  endpoints: NetworkEndpoints;
  vault: CredentialVault;
  identifier: string;
  password: string;
  knownDid?: string;
}): Promise<ConnectResult> {
  const [{ signInToBluesky }, { createBskySource }] = await Promise.all([
    import('@/sources/bsky/bskySession'),
    import('@/sources/bsky/createBskySource'),
  ]);
  const store = options.vault.store<BskyStoredSession>('Bsky');
  const signedIn = await signInToBluesky({
    service: options.endpoints.bsky.service,
    identifier: options.identifier.trim().replace(/^@/, ''),
    password: options.password,
    store,
    ...(options.knownDid ? { knownDid: options.knownDid } : {}),
  });
  if (!signedIn.ok) return { ok: false, message: signedIn.error.message };
  const source = createBskySource({
    service: options.endpoints.bsky.service,
    did: signedIn.value.did,
    store,
    video: options.endpoints.bsky.video,
  });
  const profile = await source.getProfile(signedIn.value.did, AbortSignal.timeout(10_000));
  return {
    ok: true,
    account: {
      source: 'Bsky',
      accountId: signedIn.value.did,
      handle: signedIn.value.handle,
      displayName: (profile.ok && profile.value?.displayName) || signedIn.value.handle,
      via: 'signIn',
      ...(profile.ok && profile.value?.avatarUrl ? { avatarUrl: profile.value.avatarUrl } : {}),
    },
  };
}
