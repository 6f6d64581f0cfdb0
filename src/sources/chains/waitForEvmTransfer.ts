import { WaitForTransactionReceiptTimeoutError, type Hash, type TransactionReceipt } from 'viem';
import { fail, ok, type SourceResult } from '@/domain/result';
import { readFailure } from './chainFailure';
import { evmReader } from './evmReader';

/** How a sent EVM transfer ended. */
export type EvmTransferOutcome =
  | { status: 'confirmed'; hash: Hash; blockNumber: number }
  | { status: 'reverted'; hash: Hash; blockNumber: number }
  /** Its nonce went to another transaction (sped-up transfers count as the transfer). */
  | { status: 'replaced'; hash: Hash; replacement: Hash };

const outcomeOf = (receipt: TransactionReceipt): EvmTransferOutcome => ({
  status: receipt.status === 'success' ? 'confirmed' : 'reverted',
  hash: receipt.transactionHash,
  blockNumber: Number(receipt.blockNumber),
});

/**
 * Step three: waits for the transfer's receipt. viem watches for a
 * replacement of its nonce: a repriced copy (same call, more gas) is the
 * transfer itself under a new hash; anything else is `replaced`. Past
 * `timeoutMs` the outcome is unknown (reconcile with `findEvmTransfer`).
 */
export async function waitForEvmTransfer(options: {
  rpcUrl: string;
  hash: Hash;
  timeoutMs?: number;
  pollingIntervalMs?: number;
  /** The fetch the RPC calls go through (tests watch them). */
  fetchFn?: typeof fetch;
}): Promise<SourceResult<EvmTransferOutcome>> {
  let replaced: { reason: string; hash: Hash } | undefined;
  try {
    const receipt = await evmReader(options.rpcUrl, options.fetchFn).waitForTransactionReceipt({
      hash: options.hash,
      timeout: options.timeoutMs ?? 120_000,
      pollingInterval: options.pollingIntervalMs ?? 1_000,
      onReplaced: (replacement) => {
        replaced = { reason: replacement.reason, hash: replacement.transaction.hash };
      },
    });
    if (replaced && replaced.reason !== 'repriced')
      return ok({ status: 'replaced', hash: options.hash, replacement: receipt.transactionHash });
    return ok(outcomeOf(receipt));
  } catch (error) {
    if (error instanceof WaitForTransactionReceiptTimeoutError)
      return fail({ kind: 'unknown_outcome', message: 'The transfer was not confirmed in time' });
    return fail(readFailure(error));
  }
}
