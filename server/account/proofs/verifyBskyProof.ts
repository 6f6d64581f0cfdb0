import { verifyJwt } from '@atproto/xrpc-server';
import { BSKY_PROOF_METHOD } from '@/domain/accounts/profileProof';
import { refused, unreachable, type ProofOutcome } from './proofOutcome';
import type { ProofTokenStore } from './proofTokenStore';
import { resolveAtprotoIdentity, type AtprotoIdentity } from './resolveAtprotoIdentity';

/** A token living longer than this is not taken: a leaked one would be good too long. */
const MAX_LIFETIME_SECONDS = 5 * 60;

/**
 * A Bluesky proof: a service-auth JWT for this server (`aud`) and the link
 * method (`lxm`), signed with the key the account's DID document names,
 * unexpired, short-lived and never seen before (its `jti`). The profile's
 * handle is the one its DID document claims, not the one the device sent.
 */
export async function verifyBskyProof(
  token: string,
  context: {
    audience: string;
    plcDirectory: string;
    tokens: ProofTokenStore;
    displayName: string;
    avatarUrl?: string;
  },
): Promise<ProofOutcome> {
  let identity: AtprotoIdentity | undefined;
  let directoryDown = false;
  let payload: Awaited<ReturnType<typeof verifyJwt>>;
  try {
    payload = await verifyJwt(token, context.audience, BSKY_PROOF_METHOD, async (iss) => {
      try {
        identity = await resolveAtprotoIdentity(iss.split('#')[0] ?? iss, context.plcDirectory);
      } catch {
        directoryDown = true;
      }
      if (!identity) throw new Error('The account’s identity could not be resolved');
      return identity.signingKey;
    });
  } catch {
    if (directoryDown) return unreachable('Bluesky’s directory');
    return refused('This Bluesky proof is not valid. Sign in to Bluesky again and retry.');
  }
  const did = payload.iss.split('#')[0] ?? payload.iss;
  const nowSeconds = Math.floor(Date.now() / 1000);
  if (payload.exp - nowSeconds > MAX_LIFETIME_SECONDS) {
    return refused('This Bluesky proof lives too long to be taken.');
  }
  if (!payload.jti || !context.tokens.spend(`bsky:${payload.jti}`, payload.exp * 1000)) {
    return refused('This Bluesky proof was already used.');
  }
  return {
    ok: true,
    profile: {
      source: 'Bsky',
      profileId: did,
      handle: identity?.handle ?? did,
      displayName: context.displayName,
      ...(context.avatarUrl ? { avatarUrl: context.avatarUrl } : {}),
    },
  };
}
