import type { SourceError } from '@/domain/result';
import { PROVIDER_ERROR, providerErrorCode } from '@/domain/wallet/walletErrors';

/** What asking a wallet can end in besides a network's failures: the person said no. */
export type WalletError = SourceError | { kind: 'cancelled'; message: string };

/** A wallet request's answer: the value, or why not (`cancelled` when the person refused). */
export type WalletResult<T> = { ok: true; value: T } | { ok: false; error: WalletError };

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** A read from a chain's RPC that threw: nothing was written, so it is safe to read again. */
export const readFailure = (error: unknown): SourceError => ({
  kind: 'network',
  message: messageOf(error),
});

// Wallets without a code say no in words: "User rejected the request.", "User denied …".
const REFUSAL = /user (rejected|denied|cancel+ed)|rejected the request|request rejected/i;

/**
 * Whether a wallet's error is the person refusing: EIP-1193's 4001, or a
 * Wallet Standard wallet's rejection (the Standard has no code; wallets throw
 * an Error saying so, some with 4001 as well).
 */
export function isUserRejection(error: unknown): boolean {
  if (providerErrorCode(error) === PROVIDER_ERROR.userRejected) return true;
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if (current instanceof Error && REFUSAL.test(current.message)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** Codes by which a wallet says it did not take the request at all. */
const NOT_TAKEN = new Set<number>([
  PROVIDER_ERROR.unauthorized,
  PROVIDER_ERROR.unsupportedMethod,
  PROVIDER_ERROR.disconnected,
  PROVIDER_ERROR.chainDisconnected,
]);

/**
 * A failed request to send through a wallet: `cancelled` when the person
 * refused; `invalid` when the wallet says it took nothing; otherwise the
 * wallet may have broadcast before failing, so the outcome is unknown and
 * must be reconciled before anything is sent again.
 */
export function walletFailure(error: unknown): WalletError {
  const message = messageOf(error);
  if (isUserRejection(error)) return { kind: 'cancelled', message };
  const code = providerErrorCode(error);
  if (code !== undefined && NOT_TAKEN.has(code))
    return { kind: 'invalid', message, code: String(code) };
  return { kind: 'unknown_outcome', message };
}
