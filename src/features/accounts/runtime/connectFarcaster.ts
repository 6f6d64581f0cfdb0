import type { FarcasterCredentials } from '@/sources/farcaster/createFarcasterSource';
import type { SigningWallet } from './localWallet';
import type { CredentialVault } from '@/runtime/credentialVault';
import type { ConnectResult } from './connectBluesky';
import type { NetworkEndpoints } from './networkEndpoints';
import { avatarField } from './avatarField';

/**
 * Connects a Farcaster account: a new Ed25519 signer key made on this device,
 * approved by the account's custody wallet (the EIP-712 KeyGateway `Add`
 * signature, as on chain; the sandbox hub's key registry records it), then
 * kept in the vault. Loads the Farcaster code only now.
 */
export async function connectFarcaster(options: {
  endpoints: NetworkEndpoints;
  vault: CredentialVault;
  fname: string;
  wallet: SigningWallet;
}): Promise<ConnectResult> {
  const [{ approveSignerKey }, { createFarcasterSource }, { groveMediaHost }, core] =
    await Promise.all([
      import('@/sources/farcaster/approveSignerKey'),
      import('@/sources/farcaster/createFarcasterSource'),
      import('@/sources/storage/groveStorage'),
      import('@/sources/farcaster/farcasterCore'),
    ]);
  const hub = options.endpoints.farcaster.hub;
  const fname = options.fname.trim().replace(/^@/, '').toLowerCase();
  const proof = await fetch(`${hub}/v1/userNameProofByName?name=${encodeURIComponent(fname)}`)
    .then((r) => (r.ok ? (r.json() as Promise<{ fid?: number; owner?: string }>) : undefined))
    .catch(() => undefined);
  if (!proof?.fid) return { ok: false, message: `No Farcaster account is named @${fname}.` };
  if (proof.owner?.toLowerCase() !== options.wallet.address.toLowerCase()) {
    return { ok: false, message: `This wallet is not the custody address of @${fname}.` };
  }
  const signerKey = crypto.getRandomValues(new Uint8Array(32));
  const approved = await approveSignerKey({
    hubUrl: hub,
    fid: proof.fid,
    custody: await options.wallet.account(),
    signerPrivateKey: signerKey,
  });
  if (!approved.ok) return { ok: false, message: approved.error.message };
  const store = options.vault.store<FarcasterCredentials>('Farcaster');
  const hex = `0x${[...signerKey].map((b) => b.toString(16).padStart(2, '0')).join('')}`;
  const publicKey = (await new core.NobleEd25519Signer(signerKey).getSignerKey())._unsafeUnwrap();
  await store.save(String(proof.fid), {
    fid: proof.fid,
    signerPrivateKey: hex,
    signerPublicKey: core.bytesToHexString(publicKey)._unsafeUnwrap(),
  });
  const network = {
    mainnet: core.FarcasterNetwork.MAINNET,
    testnet: core.FarcasterNetwork.TESTNET,
    devnet: core.FarcasterNetwork.DEVNET,
  }[options.endpoints.farcaster.network];
  const source = createFarcasterSource({
    hubUrl: hub,
    fid: proof.fid,
    network,
    store,
    media: groveMediaHost(options.endpoints.lens.storage),
  });
  const profile = await source.getProfile(String(proof.fid), AbortSignal.timeout(10_000));
  return {
    ok: true,
    account: {
      source: 'Farcaster',
      accountId: String(proof.fid),
      handle: fname,
      displayName: (profile.ok && profile.value?.displayName) || fname,
      via: 'signIn',
      ...avatarField(profile.ok ? profile.value?.avatarUrl : undefined),
    },
  };
}
