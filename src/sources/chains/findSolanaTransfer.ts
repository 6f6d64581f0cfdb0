import { address, createSolanaRpc } from '@solana/kit';
import { fail, ok, type SourceResult } from '@/domain/result';
import { readFailure } from './chainFailure';
import type { PreparedSolanaTransfer } from './preparedSolanaTransfer';
import { bigintText } from './solanaSignatureStatus';

/** What the chain says of a transfer whose signature was never logged. */
export type SolanaReconciliation =
  /** Landed (at least confirmed); `failed` paid its fee but moved nothing (`error` says why). */
  | {
      status: 'found';
      signature: string;
      outcome: 'confirmed' | 'failed';
      slot: number;
      error?: string;
    }
  /** Not seen yet, and its blockhash may still land it: ask again later. */
  | { status: 'pending' }
  /** Not seen, and its blockhash has expired: it was never sent and never will land. */
  | { status: 'not_sent' };

/**
 * Reconciliation (issue 22: a tip is never sent twice): looks for the
 * transfer by its reference key (`getSignaturesForAddress`, confirmed). The
 * block height is read first, so a transfer absent once the height has
 * passed the last valid one cannot land any more: `not_sent`.
 */
export async function findSolanaTransfer(options: {
  rpcUrl: string;
  prepared: PreparedSolanaTransfer;
}): Promise<SourceResult<SolanaReconciliation>> {
  const rpc = createSolanaRpc(options.rpcUrl);
  try {
    const height = await rpc.getBlockHeight({ commitment: 'confirmed' }).send();
    const signatures = await rpc
      .getSignaturesForAddress(address(options.prepared.reference), {
        commitment: 'confirmed',
        limit: 10,
      })
      .send();
    // One transaction carries the reference; should there be more, a success wins.
    const landed = signatures.find((s) => s.err === null) ?? signatures[0];
    if (landed) {
      const slot = Number(landed.slot);
      return ok({
        status: 'found',
        signature: landed.signature,
        slot,
        ...(landed.err === null
          ? { outcome: 'confirmed' }
          : { outcome: 'failed', error: JSON.stringify(landed.err, bigintText) }),
      });
    }
    return ok(
      height > BigInt(options.prepared.lastValidBlockHeight)
        ? { status: 'not_sent' }
        : { status: 'pending' },
    );
  } catch (error) {
    return fail(readFailure(error));
  }
}
