import { z } from 'zod/mini';

const hex = z.string().check(z.regex(/^0x[0-9a-fA-F]*$/));
const address = z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/));
const decimal = z.string().check(z.regex(/^\d+$/));

/**
 * An EVM transfer as read before the wallet is asked, plain JSON so the tip
 * log can hold it: the exact call, and where the sender stood (its pending
 * nonce and the chain's block) so a lost answer can be looked for later.
 */
export const preparedEvmTransferSchema = z.object({
  chainId: z.number().check(z.int(), z.positive()),
  from: address,
  to: address,
  /** Wei, as a decimal string. */
  value: decimal,
  data: hex,
  /** The sender's pending nonce when prepared: the nonce the wallet will most likely use. */
  nonce: z.number().check(z.int(), z.nonnegative()),
  /** The chain's newest block when prepared: the transfer cannot be in an earlier one. */
  blockNumber: z.number().check(z.int(), z.nonnegative()),
});
export type PreparedEvmTransfer = z.infer<typeof preparedEvmTransferSchema>;
