import type { Address, Hash, PublicClient } from 'viem';
import { fail, ok, type SourceResult } from '@/domain/result';
import { readFailure } from './chainFailure';
import { evmReader } from './evmReader';
import { matchesPreparedTransfer, type SeenEvmTransaction } from './matchEvmTransfer';
import type { PreparedEvmTransfer } from './preparedEvmTransfer';

/** What the chain says of a transfer whose hash was never logged. */
export type EvmReconciliation =
  | { status: 'found'; hash: Hash; outcome: 'confirmed' | 'reverted'; blockNumber: number }
  /** The prepared nonce went to another transaction; `hash` is that one. */
  | { status: 'replaced'; hash: Hash }
  /** The sender has transactions waiting in the mempool: ask again later. */
  | { status: 'pending' }
  /** The sender's nonce has not moved and nothing waits: the wallet never sent it. */
  | { status: 'not_sent' };

/** Blocks looked through after the one where the nonce was used (a wallet may pick a later nonce). */
const SCAN_BLOCKS = 32;

/** The first block in [low, high] after which the sender's nonce is past `nonce`. */
async function blockUsingNonce(
  reader: PublicClient,
  from: Address,
  nonce: number,
  low: bigint,
  high: bigint,
): Promise<bigint> {
  while (low < high) {
    const middle = (low + high) / 2n;
    const count = await reader.getTransactionCount({ address: from, blockNumber: middle });
    if (count > nonce) high = middle;
    else low = middle + 1n;
  }
  return low;
}

/**
 * Reconciliation (issue 22: a tip is never sent twice): for a transfer
 * whose wallet request may have gone out without its hash being logged.
 * The sender's nonce says whether anything was sent since: if it has not
 * moved, the transfer is `pending` (something waits) or `not_sent`. If it
 * has, the block that used the prepared nonce is found by bisection, and
 * the transfer is looked for there and in the next blocks (same to, value
 * and data): `found`, or `replaced` when that nonce went to another one.
 */
export async function findEvmTransfer(options: {
  rpcUrl: string;
  prepared: PreparedEvmTransfer;
}): Promise<SourceResult<EvmReconciliation>> {
  const { prepared } = options;
  const reader = evmReader(options.rpcUrl);
  const from = prepared.from as Address;
  try {
    const [latestBlock, minedNonce, pendingNonce] = await Promise.all([
      reader.getBlockNumber({ cacheTime: 0 }),
      reader.getTransactionCount({ address: from, blockTag: 'latest' }),
      reader.getTransactionCount({ address: from, blockTag: 'pending' }),
    ]);
    if (minedNonce <= prepared.nonce)
      return ok(pendingNonce > prepared.nonce ? { status: 'pending' } : { status: 'not_sent' });

    const start = BigInt(prepared.blockNumber);
    const used = await blockUsingNonce(reader, from, prepared.nonce, start, latestBlock);
    let taker: Hash | undefined;
    const last =
      used + BigInt(SCAN_BLOCKS) > latestBlock ? latestBlock : used + BigInt(SCAN_BLOCKS);
    for (let number = used; number <= last; number++) {
      const block = await reader.getBlock({ blockNumber: number, includeTransactions: true });
      for (const transaction of block.transactions) {
        const seen: SeenEvmTransaction = transaction;
        if (seen.from.toLowerCase() !== from.toLowerCase()) continue;
        if (transaction.nonce === prepared.nonce) taker = transaction.hash;
        if (!matchesPreparedTransfer(seen, prepared)) continue;
        const receipt = await reader.getTransactionReceipt({ hash: transaction.hash });
        return ok({
          status: 'found',
          hash: transaction.hash,
          outcome: receipt.status === 'success' ? 'confirmed' : 'reverted',
          blockNumber: Number(receipt.blockNumber),
        });
      }
    }
    // A wallet that chose a later nonce may still have the transfer waiting.
    if (pendingNonce > minedNonce) return ok({ status: 'pending' });
    if (!taker)
      return fail({ kind: 'network', message: 'The block using the nonce was not found' });
    return ok({ status: 'replaced', hash: taker });
  } catch (error) {
    return fail(readFailure(error));
  }
}
