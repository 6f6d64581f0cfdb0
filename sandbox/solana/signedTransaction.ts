import {
  appendTransactionMessageInstructions,
  createTransactionMessage,
  getTransactionEncoder,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
  type Blockhash,
  type Instruction,
  type TransactionSigner,
} from '@solana/kit';
import { decodeTransactionBytes, type DecodedTransaction } from './wireTransaction';

/** A v0 transaction signed by every signer its instructions name, as the ledger takes it. */
export async function signedTransaction(
  payer: TransactionSigner,
  instructions: readonly Instruction[],
  lifetime: { blockhash: Blockhash; lastValidBlockHeight: bigint },
): Promise<DecodedTransaction> {
  const signed = await signTransactionMessageWithSigners(
    pipe(
      createTransactionMessage({ version: 0 }),
      (message) => setTransactionMessageFeePayerSigner(payer, message),
      (message) => setTransactionMessageLifetimeUsingBlockhash(lifetime, message),
      (message) => appendTransactionMessageInstructions(instructions, message),
    ),
  );
  return decodeTransactionBytes(Uint8Array.from(getTransactionEncoder().encode(signed)));
}
