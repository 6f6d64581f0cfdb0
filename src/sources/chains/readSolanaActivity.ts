import { address, createSolanaRpc, isAddress, signature } from '@solana/kit';
import { fail, ok, type SourceResult } from '@/domain/result';
import type { ChainTransfer } from '@/domain/wallet/walletActivity';
import { readFailure } from './chainFailure';
import { solanaTransactionSchema, solanaTransactionTransfers } from './solanaTransactionTransfers';

/** How far back "recent" reaches on Solana: the address's last this-many transactions. */
export const RECENT_SOLANA_SIGNATURES = 25;

/**
 * The owner's recent transfers on Solana (reading.md §2.1's wallet profile):
 * its last signatures (`getSignaturesForAddress`), each transaction read
 * (`getTransaction`, json) and turned into what it moved for the owner
 * (solanaTransactionTransfers.ts).
 */
export async function readSolanaActivity(options: {
  rpcUrl: string;
  owner: string;
  limit?: number;
}): Promise<SourceResult<ChainTransfer[]>> {
  if (!isAddress(options.owner)) return fail({ kind: 'invalid', message: 'Not a Solana address' });
  const rpc = createSolanaRpc(options.rpcUrl);
  try {
    const signatures = await rpc
      .getSignaturesForAddress(address(options.owner), {
        limit: options.limit ?? RECENT_SOLANA_SIGNATURES,
        commitment: 'confirmed',
      })
      .send();
    const transactions = await Promise.all(
      signatures.map((entry) =>
        rpc
          .getTransaction(signature(entry.signature), {
            encoding: 'json',
            commitment: 'confirmed',
            maxSupportedTransactionVersion: 0,
          })
          .send(),
      ),
    );
    const transfers: ChainTransfer[] = [];
    for (const tx of transactions) {
      const parsed = solanaTransactionSchema.safeParse(tx);
      // A transaction the node no longer holds, or in a shape it does not know, is left out.
      if (parsed.success) transfers.push(...solanaTransactionTransfers(options.owner, parsed.data));
    }
    return ok(transfers);
  } catch (error) {
    return fail(readFailure(error));
  }
}
