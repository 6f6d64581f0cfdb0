import { verify } from 'node:crypto';
import { farcasterProofText } from '@/domain/accounts/profileProof';
import { ed25519PublicKey } from '../../delegation/rawEd25519Keys';
import { hubKnowsKey } from '../../farcaster/hubKnowsKey';
import { refused, unreachable, type ProofOutcome } from './proofOutcome';
import type { ProofTokenStore } from './proofTokenStore';

const bytesOf = (hex: string) => Buffer.from(hex.slice(2), 'hex');

/**
 * A Farcaster proof: a nonce this server issued (taken, so it works once),
 * signed with an Ed25519 key that the hub lists as an active signer of the
 * fid (a key only the account's custody wallet could have added).
 */
export async function verifyFarcasterProof(
  proof: { nonce: string; signerPublicKey: string; signature: string },
  claimed: { fid: string; handle: string; displayName: string; avatarUrl?: string },
  context: { audience: string; hub: string; tokens: ProofTokenStore },
): Promise<ProofOutcome> {
  if (!/^\d{1,12}$/.test(claimed.fid)) return refused('A Farcaster account is named by its fid.');
  if (!context.tokens.takeNonce(proof.nonce)) {
    return refused('This proof’s challenge expired or was already used. Please try again.');
  }
  const text = farcasterProofText(context.audience, claimed.fid, proof.nonce);
  const signed = verify(
    null,
    Buffer.from(text, 'utf8'),
    ed25519PublicKey(bytesOf(proof.signerPublicKey)),
    bytesOf(proof.signature),
  );
  if (!signed) return refused('This Farcaster proof is not signed by the key it names.');
  const known = await hubKnowsKey(context.hub, Number(claimed.fid), proof.signerPublicKey);
  if (known === undefined) return unreachable('Farcaster');
  if (!known) return refused('This key is not a signer of that Farcaster account.');
  return {
    ok: true,
    profile: {
      source: 'Farcaster',
      profileId: claimed.fid,
      handle: claimed.handle,
      displayName: claimed.displayName,
      ...(claimed.avatarUrl ? { avatarUrl: claimed.avatarUrl } : {}),
    },
  };
}
