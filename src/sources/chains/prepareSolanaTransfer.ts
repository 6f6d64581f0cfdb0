import {
  address,
  appendTransactionMessageInstructions,
  compileTransaction,
  createNoopSigner,
  createSolanaRpc,
  createTransactionMessage,
  getBase64Decoder,
  getTransactionEncoder,
  isAddress,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit';
import { fail, ok, type SourceResult } from '@/domain/result';
import { NATIVE_TOKEN, type TokenRef } from '@/domain/wallet/walletToken';
import { readFailure } from './chainFailure';
import type { PreparedSolanaTransfer } from './preparedSolanaTransfer';
import { solTransferInstructions, splTransferInstructions } from './solanaTransferInstructions';
import { tipReference } from './tipReference';

/**
 * Step one of a Solana transfer (wallet.md §4.1), before the wallet is
 * asked: the unsigned transaction (SOL by a system transfer, SPL by
 * `transferChecked`), its blockhash's last valid block height, and the
 * reference key derived from `tipId` that the transfer instruction carries.
 */
export async function prepareSolanaTransfer(options: {
  rpcUrl: string;
  from: string;
  token: TokenRef;
  recipient: string;
  /** In the token's smallest unit (lamports for SOL). */
  amount: bigint;
  tipId: string;
}): Promise<SourceResult<PreparedSolanaTransfer>> {
  const { token } = options;
  if (token.family !== 'solana') return fail({ kind: 'invalid', message: 'Not a Solana token' });
  if (!isAddress(options.from) || !isAddress(options.recipient))
    return fail({ kind: 'invalid', message: 'Not a Solana address' });
  if (token.address !== NATIVE_TOKEN && !isAddress(token.address))
    return fail({ kind: 'invalid', message: 'Not a token mint address' });
  if (options.amount <= 0n) return fail({ kind: 'invalid', message: 'Nothing to send' });
  const rpc = createSolanaRpc(options.rpcUrl);
  const payer = createNoopSigner(address(options.from));
  const recipient = address(options.recipient);
  try {
    const reference = await tipReference(options.tipId);
    const [{ value: latest }, instructions] = await Promise.all([
      rpc.getLatestBlockhash({ commitment: 'confirmed' }).send(),
      token.address === NATIVE_TOKEN
        ? solTransferInstructions(payer, recipient, options.amount, reference)
        : splTransferInstructions(rpc, payer, {
            recipient,
            mint: address(token.address),
            amount: options.amount,
            reference,
          }),
    ]);
    if (typeof instructions === 'string') return fail({ kind: 'invalid', message: instructions });
    const message = pipe(
      createTransactionMessage({ version: 0 }),
      (m) => setTransactionMessageFeePayerSigner(payer, m),
      (m) => setTransactionMessageLifetimeUsingBlockhash(latest, m),
      (m) => appendTransactionMessageInstructions(instructions, m),
    );
    const bytes = getTransactionEncoder().encode(compileTransaction(message));
    return ok({
      from: payer.address,
      recipient,
      token: token.address,
      amount: options.amount.toString(),
      transaction: getBase64Decoder().decode(bytes),
      blockhash: latest.blockhash,
      lastValidBlockHeight: Number(latest.lastValidBlockHeight),
      reference,
    });
  } catch (error) {
    return fail(readFailure(error));
  }
}
