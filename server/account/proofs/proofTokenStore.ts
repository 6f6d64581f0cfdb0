import { randomBytes } from 'node:crypto';
import type { ServerDatabase } from '../../storage/openServerDatabase';
import { hashOfSecret } from '../../storage/hashOfSecret';

/** A proof nonce is good for five minutes. */
export const PROOF_NONCE_TTL_MS = 5 * 60_000;

/**
 * What keeps each profile proof good once: the nonces the server handed out
 * (taken when a proof uses one), and the one-time tokens it already accepted
 * (kept until they would have expired anyway).
 */
export function createProofTokenStore(db: ServerDatabase, now: () => number = Date.now) {
  const statements = {
    addNonce: db.prepare('INSERT INTO proof_nonces (nonce, expires_at) VALUES (?, ?)'),
    takeNonce: db.prepare('DELETE FROM proof_nonces WHERE nonce = ? AND expires_at > ?'),
    spend: db.prepare(
      'INSERT INTO spent_proof_tokens (token_hash, expires_at) VALUES (?, ?) ON CONFLICT DO NOTHING',
    ),
    sweepNonces: db.prepare('DELETE FROM proof_nonces WHERE expires_at <= ?'),
    sweepSpent: db.prepare('DELETE FROM spent_proof_tokens WHERE expires_at <= ?'),
  };
  return {
    /** A new nonce, and when it stops being good (epoch ms). */
    issueNonce(): { nonce: string; expiresAt: number } {
      statements.sweepNonces.run(now());
      const nonce = randomBytes(24).toString('base64url');
      const expiresAt = now() + PROOF_NONCE_TTL_MS;
      statements.addNonce.run(nonce, expiresAt);
      return { nonce, expiresAt };
    },
    /** True once for a nonce that was issued and has not expired; false ever after. */
    takeNonce(nonce: string): boolean {
      return statements.takeNonce.run(nonce, now()).changes === 1;
    },
    /** True the first time a token is spent; false for a token already spent. */
    spend(token: string, expiresAt: number): boolean {
      statements.sweepSpent.run(now());
      return statements.spend.run(hashOfSecret(token), expiresAt).changes === 1;
    },
  };
}

export type ProofTokenStore = ReturnType<typeof createProofTokenStore>;
