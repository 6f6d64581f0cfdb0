import { getAddressDecoder, type Address } from '@solana/kit';

/** Keeps these references apart from any other use of the same hash. */
const DOMAIN = 'polycast:tip-reference:';

/**
 * The reference key of a tip (Solana Pay's idea): 32 bytes derived from the
 * tip's id, added to the transfer instruction as a read-only account that
 * signs nothing. The same id always gives the same key, so after a lost
 * answer `getSignaturesForAddress(reference)` finds the transfer.
 */
export async function tipReference(tipId: string): Promise<Address> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(DOMAIN + tipId));
  return getAddressDecoder().decode(new Uint8Array(digest));
}
