import { z } from 'zod/mini';
import { call } from '@/sources/product/productApi';
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
  const answer = await call({ apiBase, fetch: fetchImpl }, 'POST', '/api/account/proof-challenge', {
    schema: answerSchema,
    ...(signal ? { signal } : {}),
  });
  if (answer.ok) return answer.value.data;
  throw new Error(
    answer.error.status === 429
      ? 'Too many requests. Try again later.'
      : 'Polycast could not be reached. Please try again.',
  );
}
