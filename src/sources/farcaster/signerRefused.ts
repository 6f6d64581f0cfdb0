import type { SourceError } from '@/domain/result';

/** What the user reads when the hub no longer takes the device's signer key. */
export const SIGNER_REFUSED_MESSAGE =
  'Your Farcaster signer key was removed or is not approved. Please log in to Farcaster again.';

/**
 * Whether a hub refused a message because its signer is not an active key of
 * the fid (never added, or removed from the KeyRegistry by the custody wallet).
 * Hubs answer `bad_request.validation_failure` with "invalid signer: …".
 */
export function isSignerRefused(error: SourceError): boolean {
  return (
    error.code === 'bad_request.validation_failure' && /^invalid signer\b/i.test(error.message)
  );
}
