import { bytesToHexString, hexStringToBytes, NobleEd25519Signer } from '@farcaster/core';
import { farcasterProofText, type ProfileProof } from '@/domain/accounts/profileProof';
import type { CredentialStore } from '../credentialStore';
import { fail, ok, type SourceResult } from '@/domain/result';
import type { FarcasterCredentials } from './createFarcasterSource';

/**
 * A Farcaster profile proof: the server's nonce signed with the device's
 * signer key (one the account's custody wallet approved on chain). The key
 * itself never leaves the device.
 */
export async function proveFarcasterProfile(options: {
  fid: string;
  store: CredentialStore<FarcasterCredentials>;
  audience: string;
  nonce: string;
}): Promise<SourceResult<ProfileProof>> {
  const credentials = await options.store.load(options.fid);
  if (!credentials) {
    return fail({ kind: 'auth', message: 'Connect this Farcaster account on this device first.' });
  }
  const signer = new NobleEd25519Signer(
    hexStringToBytes(credentials.signerPrivateKey)._unsafeUnwrap(),
  );
  const text = farcasterProofText(options.audience, options.fid, options.nonce);
  const signature = await signer.signMessageHash(new TextEncoder().encode(text));
  const publicKey = await signer.getSignerKey();
  if (signature.isErr() || publicKey.isErr()) {
    return fail({ kind: 'invalid', message: 'The Farcaster key could not sign the proof.' });
  }
  return ok({
    source: 'Farcaster',
    nonce: options.nonce,
    signerPublicKey: bytesToHexString(publicKey.value)._unsafeUnwrap(),
    signature: bytesToHexString(signature.value)._unsafeUnwrap(),
  });
}
