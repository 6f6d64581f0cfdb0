import { z } from 'zod/mini';

/**
 * A social profile tied to a wallet address (reading.md §3.2 "wallet-related
 * profiles", read from the address's side): a Farcaster fid that verified
 * the address or has it as custody, or a Lens account the address owns.
 */
export const walletRelatedProfileSchema = z.object({
  source: z.enum(['Farcaster', 'Lens']),
  /** The fid, or the Lens account's address: the id of its `/profile/:source/:id` page. */
  id: z.string().check(z.minLength(1)),
  handle: z.optional(z.string()),
  displayName: z.optional(z.string()),
  /** How the profile holds the address. */
  relation: z.enum(['verified', 'custody', 'owner']),
});
export type WalletRelatedProfile = z.infer<typeof walletRelatedProfileSchema>;

/** What the product server knows of an address: its ENS-type name and its social profiles. */
export const walletIdentitySchema = z.object({
  address: z.string().check(z.minLength(1)),
  name: z.optional(z.object({ name: z.string(), primary: z.boolean() })),
  profiles: z.array(walletRelatedProfileSchema),
});
export type WalletIdentity = z.infer<typeof walletIdentitySchema>;

const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/;
const SOLANA_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/;

/** Which chain family an address belongs to by its form, or undefined when it is neither. */
export function addressFamily(address: string): 'evm' | 'solana' | undefined {
  if (EVM_ADDRESS.test(address)) return 'evm';
  if (SOLANA_ADDRESS.test(address)) return 'solana';
  return undefined;
}
