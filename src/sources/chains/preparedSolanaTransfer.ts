import { z } from 'zod/mini';

const base58 = z.string().check(z.regex(/^[1-9A-HJ-NP-Za-km-z]{32,88}$/));

/**
 * A Solana transfer as built before the wallet is asked, plain JSON so the
 * tip log can hold it: the unsigned transaction, when its blockhash expires,
 * and the reference key it carries so it can be found later.
 */
export const preparedSolanaTransferSchema = z.object({
  from: base58,
  recipient: base58,
  /** The SPL mint, or NATIVE_TOKEN for SOL. */
  token: z.string(),
  /** In the token's smallest unit, as a decimal string. */
  amount: z.string().check(z.regex(/^\d+$/)),
  /** The unsigned wire transaction, base64 (the fee payer's signature left empty). */
  transaction: z.string(),
  blockhash: base58,
  /** Past this block height the transaction can no longer land. */
  lastValidBlockHeight: z.number().check(z.int(), z.nonnegative()),
  /** The read-only account derived from the tip id (`tipReference`). */
  reference: base58,
});
export type PreparedSolanaTransfer = z.infer<typeof preparedSolanaTransferSchema>;
