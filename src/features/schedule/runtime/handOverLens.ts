import type { ConnectedAccount } from '@/events/types/accountEvents';
import type { NetworkEndpoints, SigningWallet } from '@/features/accounts';
import type { DelegationApi, DelegationCall } from './delegationApi';

/**
 * Lens: a refresh token is good once, so the server cannot share the
 * device's session (one of them would lose it at the other's next refresh).
 * The owner wallet signs a second sign-in whose tokens go straight to the
 * server (never into the vault); the server refreshes them at once.
 */
export async function handOverLens(options: {
  api: DelegationApi;
  account: ConnectedAccount;
  endpoints: NetworkEndpoints;
  wallet: SigningWallet;
}): Promise<DelegationCall<void>> {
  const { signInToLens } = await import('@/sources/lens/lensSession');
  const signedIn = await signInToLens({
    api: options.endpoints.lens.api,
    account: options.account.accountId,
    owner: options.wallet.address,
    sign: (text) => options.wallet.signMessage(text),
    // The tokens are not kept on the device: they go to the server below.
    store: {
      load: async () => undefined,
      save: async () => undefined,
      remove: async () => undefined,
    },
    signal: AbortSignal.timeout(20_000),
  });
  if (!signedIn.ok) return { ok: false, message: signedIn.error.message };
  const handed = await options.api.lens({
    account: options.account.accountId,
    owner: options.wallet.address,
    handle: options.account.handle,
    accessToken: signedIn.value.accessToken,
    refreshToken: signedIn.value.refreshToken,
  });
  return handed.ok ? { ok: true, value: undefined } : handed;
}
