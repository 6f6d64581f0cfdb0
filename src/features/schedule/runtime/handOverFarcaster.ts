import type { ConnectedAccount } from '@/events/types/accountEvents';
import type { NetworkEndpoints, SigningWallet } from '@/features/accounts';
import type { DelegationApi, DelegationCall } from './delegationApi';

/**
 * Farcaster: the product server makes a signer key of its own and answers
 * its public half; the account's custody wallet approves it exactly as it
 * approved this device's key (the KeyGateway `Add` signature); the server
 * then checks the hub knows it. The private key never leaves the server.
 */
export async function handOverFarcaster(options: {
  api: DelegationApi;
  account: ConnectedAccount;
  endpoints: NetworkEndpoints;
  wallet: SigningWallet;
}): Promise<DelegationCall<void>> {
  const fid = Number(options.account.accountId);
  const key = await options.api.farcasterKey(fid, options.account.handle);
  if (!key.ok) return key;
  if (!key.value.live) {
    const [{ approveSignerPublicKey }, { hexStringToBytes }] = await Promise.all([
      import('@/sources/farcaster/approveSignerKey'),
      import('@/sources/farcaster/farcasterCore'),
    ]);
    const approved = await approveSignerPublicKey({
      hubUrl: options.endpoints.farcaster.hub,
      fid,
      custody: await options.wallet.account(),
      signerPublicKey: hexStringToBytes(key.value.publicKey)._unsafeUnwrap(),
    });
    if (!approved.ok) return { ok: false, message: approved.error.message };
  }
  const confirmed = await options.api.farcasterConfirm(fid);
  return confirmed.ok ? { ok: true, value: undefined } : confirmed;
}
