import type { ProfileProof, ProofChallenge } from '@/domain/accounts/profileProof';
import type { NetworkEndpoints } from '../../networkEndpoints';
import type { LinkedProfile } from '../productAccountStore';
import { refused, type ProofOutcome } from './proofOutcome';
import type { ProofTokenStore } from './proofTokenStore';
import { verifyBskyProof } from './verifyBskyProof';
import { verifyFarcasterProof } from './verifyFarcasterProof';
import { createJwksVerifier } from './verifyJwtWithJwks';
import { verifyLensProof } from './verifyLensProof';

export interface ProfileProofsOptions {
  tokens: ProofTokenStore;
  /** This server's DID (DEFAULT_SERVICE_DID unless configured). */
  audience: string;
  /** Where the networks are (asked per request: the sandbox may come up after the server). */
  networks: () => NetworkEndpoints | undefined;
  /** The PLC directory Bluesky DIDs are resolved at. */
  plcDirectory: () => string;
}

/** The public PLC directory. */
export const PUBLIC_PLC_DIRECTORY = 'https://plc.directory';

/**
 * Profile proofs (src/domain/accounts/profileProof.ts, docs/security.md):
 * challenges to sign, and the check of a proof against the profile a device
 * claims.
 */
export function createProfileProofs(options: ProfileProofsOptions) {
  const lensKeys = createJwksVerifier(() => {
    const api = options.networks()?.lens.api;
    if (!api) throw new Error('Lens is not configured');
    return `${new URL(api).origin}/.well-known/jwks.json`;
  });

  return {
    challenge(): ProofChallenge {
      return { audience: options.audience, ...options.tokens.issueNonce() };
    },

    /** The profile as proven (the network's word where it has one), or why it is refused. */
    async verify(claimed: LinkedProfile, proof: ProfileProof): Promise<ProofOutcome> {
      const { audience } = options;
      if (proof.source !== claimed.source) return refused('The proof is for another network.');
      const networks = options.networks();
      if (!networks) return { ok: false, status: 503, message: 'The networks are not up yet' };
      const shown = {
        displayName: claimed.displayName,
        ...(claimed.avatarUrl ? { avatarUrl: claimed.avatarUrl } : {}),
      };
      let outcome: ProofOutcome;
      switch (proof.source) {
        case 'Bsky':
          outcome = await verifyBskyProof(proof.token, {
            audience,
            plcDirectory: options.plcDirectory(),
            tokens: options.tokens,
            ...shown,
          });
          break;
        case 'Farcaster':
          outcome = await verifyFarcasterProof(
            proof,
            { fid: claimed.profileId, handle: claimed.handle, ...shown },
            { audience, hub: networks.farcaster.hub, tokens: options.tokens },
          );
          break;
        case 'Lens':
          outcome = await verifyLensProof(
            proof.idToken,
            { account: claimed.profileId, handle: claimed.handle, ...shown },
            lensKeys,
          );
          break;
      }
      if (outcome.ok && outcome.profile.profileId !== claimed.profileId) {
        return refused('The proof is for another profile.');
      }
      return outcome;
    },
  };
}

export type ProfileProofs = ReturnType<typeof createProfileProofs>;

/**
 * The DID proofs are addressed to (a Bluesky token's `aud`): fixed by
 * configuration (POLYCAST_SERVICE_DID), never read from a request, so a
 * token another service obtained for itself cannot be replayed here by
 * sending a different Host header.
 */
export const DEFAULT_SERVICE_DID = 'did:web:polycast.app';
