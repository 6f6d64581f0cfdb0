import { z } from 'zod/mini';
import { walletFamilySchema } from './walletToken';

/**
 * One address a person can be tipped at: a wallet profile related to their
 * social profile (wallet.md §3.1 "Tip recipient", reading.md §3.x wallet-related profiles).
 */
export const tipRecipientSchema = z.object({
  address: z.string().check(z.minLength(1)),
  networkType: walletFamilySchema,
  /** The ENS-type name the address resolves from, if any. */
  ens: z.optional(z.string()),
  /** The person's primary ENS-type name, when this address has it. */
  primaryEns: z.optional(z.string()),
  avatar: z.optional(z.string()),
  displayName: z.optional(z.string()),
  /** The person marked it as their default address for its network. */
  isDefault: z.boolean(),
});
export type TipRecipient = z.infer<typeof tipRecipientSchema>;
