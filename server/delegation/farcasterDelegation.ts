import { bytesToHexString, NobleEd25519Signer } from '@farcaster/core';
import { randomBytes } from 'node:crypto';
import type { DelegationStore } from './delegationStore';
import type { FarcasterSecret } from './delegationSecrets';
import { timedFetch } from '../http/timedFetch';

export const FARCASTER_KEY_UNKNOWN =
  'Farcaster does not know Polycast’s key yet. Approve it with your wallet, then try again.';

/** Whether the hub lists `publicKey` as an active signer of `fid`; undefined when it cannot be asked. */
export async function hubKnowsKey(
  hub: string,
  fid: number,
  publicKey: string,
): Promise<boolean | undefined> {
  const query = new URLSearchParams({ fid: String(fid), signer: publicKey });
  const answer = await timedFetch(`${hub}/v1/onChainSignersByFid?${query}`, {}, 10_000).catch(
    () => undefined,
  );
  if (answer?.ok) return true;
  return answer?.status === 404 ? false : undefined;
}

/**
 * Step 1: a signer key the server makes for the fid (kept sealed, not live
 * yet), or the one it already has while the hub still knows it; the public
 * half is what the custody wallet approves.
 */
export async function farcasterSignerKey(
  store: DelegationStore,
  accountId: string,
  hub: string,
  request: { fid: number; handle: string },
): Promise<{ publicKey: string; live: boolean }> {
  const existing = store.get<FarcasterSecret>(accountId, 'Farcaster', String(request.fid));
  // A live key removed on-chain since (from another app) is replaced; a pending one is kept.
  const removed =
    existing?.live &&
    (await hubKnowsKey(hub, request.fid, existing.secret.signerPublicKey)) === false;
  if (existing && !removed)
    return { publicKey: existing.secret.signerPublicKey, live: existing.live };
  const privateKey = randomBytes(32);
  const publicKey = (await new NobleEd25519Signer(privateKey).getSignerKey())._unsafeUnwrap();
  const secret: FarcasterSecret = {
    fid: request.fid,
    signerPrivateKey: `0x${privateKey.toString('hex')}`,
    signerPublicKey: bytesToHexString(publicKey)._unsafeUnwrap().toLowerCase(),
  };
  store.put(accountId, {
    platform: 'Farcaster',
    platformUserId: String(request.fid),
    handle: request.handle,
    live: false,
    secret,
  });
  return { publicKey: secret.signerPublicKey, live: false };
}

/** Step 2: live once the hub knows the key. */
export async function confirmFarcasterKey(
  store: DelegationStore,
  accountId: string,
  hub: string,
  fid: number,
): Promise<{ ok: true } | { ok: false; status: 404 | 409 | 502; message: string }> {
  const pending = store.get<FarcasterSecret>(accountId, 'Farcaster', String(fid));
  if (!pending)
    return { ok: false, status: 404, message: 'Ask for Polycast’s Farcaster key first.' };
  const known = await hubKnowsKey(hub, fid, pending.secret.signerPublicKey);
  if (known === undefined)
    return { ok: false, status: 502, message: 'Farcaster could not be reached. Please try again.' };
  if (!known) return { ok: false, status: 409, message: FARCASTER_KEY_UNKNOWN };
  if (!pending.live) store.put(accountId, { ...pending, live: true });
  return { ok: true };
}
