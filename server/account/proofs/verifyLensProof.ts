import { z } from 'zod';
import { refused, unreachable, type ProofOutcome } from './proofOutcome';
import { JwksUnavailableError, type createJwksVerifier } from './verifyJwtWithJwks';

const claimsSchema = z.object({
  exp: z.number(),
  /** The Lens account the session acts as (its owner or manager is `sub`). */
  act: z.object({ sub: z.string() }),
});

/**
 * A Lens proof: the ID token Lens issued at sign-in, signed with one of the
 * keys Lens publishes (`/.well-known/jwks.json` beside its API), unexpired,
 * acting as the account claimed.
 */
export async function verifyLensProof(
  idToken: string,
  claimed: { account: string; handle: string; displayName: string; avatarUrl?: string },
  verifyJwt: ReturnType<typeof createJwksVerifier>,
): Promise<ProofOutcome> {
  let payload: Record<string, unknown> | undefined;
  try {
    payload = await verifyJwt(idToken);
  } catch (error) {
    if (error instanceof JwksUnavailableError) return unreachable('Lens');
    payload = undefined;
  }
  const claims = claimsSchema.safeParse(payload);
  if (!claims.success)
    return refused('This Lens proof is not valid. Sign in to Lens again and retry.');
  if (claims.data.exp * 1000 <= Date.now()) {
    return refused('This Lens proof has expired. Sign in to Lens again and retry.');
  }
  if (claims.data.act.sub.toLowerCase() !== claimed.account.toLowerCase()) {
    return refused('This Lens proof is for another account.');
  }
  return {
    ok: true,
    profile: {
      source: 'Lens',
      profileId: claimed.account,
      handle: claimed.handle,
      displayName: claimed.displayName,
      ...(claimed.avatarUrl ? { avatarUrl: claimed.avatarUrl } : {}),
    },
  };
}
