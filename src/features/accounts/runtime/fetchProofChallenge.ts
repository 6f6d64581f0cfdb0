import { z } from 'zod/mini';
import { proofChallengeSchema, type ProofChallenge } from '@/domain/accounts/profileProof';

const answerSchema = z.object({ data: proofChallengeSchema });

/**
 * A challenge to prove a profile with (`POST /api/account/proof-challenge`):
 * the server's audience and a one-time nonce. Loaded only when a profile is
 * proven, not with the first screen.
 */
export async function fetchProofChallenge(
  apiBase: string,
  signal?: AbortSignal,
  fetchImpl: typeof fetch = fetch,
): Promise<ProofChallenge> {
  const response = await fetchImpl(`${apiBase}/api/account/proof-challenge`, {
    method: 'POST',
    ...(signal ? { signal } : {}),
  }).catch(() => undefined);
  const parsed = answerSchema.safeParse(await response?.json().catch(() => undefined));
  if (!response?.ok || !parsed.success) {
    throw new Error(
      response?.status === 429
        ? 'Too many requests. Try again later.'
        : 'Polycast could not be reached. Please try again.',
    );
  }
  return parsed.data.data;
}
