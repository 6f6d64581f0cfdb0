import type { ConnectedAccount } from '@/events/types/accountEvents';
import type { BskyStoredSession } from '@/sources/bsky/bskySession';
import type { FarcasterCredentials } from '@/sources/farcaster/createFarcasterSource';
import type { LensCredentials } from '@/sources/lens/lensSession';
import type { CredentialVault } from '@/runtime/credentialVault';
import type { NetworkEndpoints } from './networkEndpoints';

/**
 * Whether an account can still post from this device. Only `invalid` removes
 * it: a network that cannot be reached says nothing about the session.
 */
export type SessionStatus = 'valid' | 'invalid' | 'unknown';

export interface ProbeContext {
  apiBase: string;
  /** The device's Polycast session token: X's tokens are its account's. */
  session: () => Promise<string | undefined>;
  vault: CredentialVault;
  endpoints: () => Promise<NetworkEndpoints>;
}

/** The key the vault files an account's credentials under (Lens addresses in lower case). */
export const vaultKeyOf = (account: Pick<ConnectedAccount, 'source' | 'accountId'>) =>
  account.source === 'Lens' ? account.accountId.toLowerCase() : account.accountId;

async function probeBluesky(account: ConnectedAccount, context: ProbeContext) {
  const store = context.vault.store<BskyStoredSession>('Bsky');
  if (!(await store.load(account.accountId))) return 'invalid';
  const [{ resumeBluesky }, endpoints] = await Promise.all([
    import('@/sources/bsky/bskySession'),
    context.endpoints(),
  ]);
  // Resuming refreshes the session; one the PDS refuses is removed from the vault.
  const resumed = await resumeBluesky({
    service: endpoints.bsky.service,
    did: account.accountId,
    store,
  });
  if (resumed.ok) return 'valid';
  return resumed.error.kind === 'auth' ? 'invalid' : 'unknown';
}

async function probeX(account: ConnectedAccount, context: ProbeContext): Promise<SessionStatus> {
  // The server holds X's tokens for the Polycast account, refreshes them, and drops an
  // account X refused. Without a Polycast session they cannot be used from here at all.
  const session = await context.session();
  if (!session) return 'invalid';
  const { listXAccounts } = await import('./connectX');
  const accounts = await listXAccounts(context.apiBase, session);
  if (!accounts) return 'unknown';
  return accounts.some((a) => a.id === account.accountId) ? 'valid' : 'invalid';
}

/** Is the device's signer key still added for the fid? (the hub's onChainSignersByFid) */
async function probeFarcaster(
  account: ConnectedAccount,
  context: ProbeContext,
): Promise<SessionStatus> {
  const stored = await context.vault
    .store<FarcasterCredentials>('Farcaster')
    .load(account.accountId);
  if (!stored) return 'invalid';
  if (!stored.signerPublicKey) return 'valid'; // kept before public keys were: posting will tell
  const { farcaster } = await context.endpoints();
  const query = new URLSearchParams({ fid: String(stored.fid), signer: stored.signerPublicKey });
  const answer = await fetch(`${farcaster.hub}/v1/onChainSignersByFid?${query}`).catch(
    () => undefined,
  );
  if (answer?.ok) return 'valid';
  return answer?.status === 404 ? 'invalid' : 'unknown';
}

/**
 * Lens: an authenticated read (`me`). Its tokens are renewed only when the
 * access token is about to expire or refused: Lens's refresh tokens work
 * once, so refreshing on every check would risk a rotation lost to a closing page.
 */
async function probeLens(account: ConnectedAccount, context: ProbeContext): Promise<SessionStatus> {
  const store = context.vault.store<LensCredentials>('Lens');
  if (!(await store.load(vaultKeyOf(account)))) return 'invalid';
  const [{ createLensSignedInRequest }, endpoints] = await Promise.all([
    import('@/sources/lens/lensSignedInRequest'),
    context.endpoints(),
  ]);
  const call = createLensSignedInRequest({
    api: endpoints.lens.api,
    account: account.accountId,
    store,
  });
  const me = await call(
    'query { me { loggedInAs { account { address } } } }',
    {},
    AbortSignal.timeout(15_000),
  );
  if (me.ok) return 'valid';
  return me.error.kind === 'auth' ? 'invalid' : 'unknown';
}

/** Is this account's session still good? Asks the network where it can. */
export async function probeSession(
  account: ConnectedAccount,
  context: ProbeContext,
): Promise<SessionStatus> {
  try {
    switch (account.source) {
      case 'Bsky':
        return await probeBluesky(account, context);
      case 'Twitter':
        return await probeX(account, context);
      case 'Farcaster':
        return await probeFarcaster(account, context);
      case 'Lens':
        return await probeLens(account, context);
    }
  } catch {
    return 'unknown';
  }
}
