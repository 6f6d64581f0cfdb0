import { createSolanaRpc } from '@solana/kit';
import { fail, ok, type SourceResult } from '@/domain/result';
import { abortableSleep } from '../abortableSleep';
import { readFailure } from './chainFailure';
import { confirmedStatus, type LandedSolanaTransfer } from './solanaSignatureStatus';

/** How a sent Solana transfer ended: landed (confirmed or failed), or expired unseen. */
export type SolanaTransferOutcome = LandedSolanaTransfer | { status: 'expired'; signature: string };

/**
 * Step three: polls the signature's status until it is confirmed, or until
 * the chain's block height passes the blockhash's last valid one with the
 * signature still unseen (it can no longer land: `expired`).
 */
export async function waitForSolanaTransfer(options: {
  rpcUrl: string;
  signature: string;
  lastValidBlockHeight: number;
  pollingIntervalMs?: number;
  signal?: AbortSignal;
}): Promise<SourceResult<SolanaTransferOutcome>> {
  const rpc = createSolanaRpc(options.rpcUrl);
  const signal = options.signal ?? new AbortController().signal;
  try {
    for (;;) {
      // The height first: a transfer unseen after the height passed can no longer land.
      const height = await rpc.getBlockHeight({ commitment: 'confirmed' }).send();
      const landed = await confirmedStatus(rpc, options.signature);
      if (landed) return ok(landed);
      if (height > BigInt(options.lastValidBlockHeight))
        return ok({ status: 'expired', signature: options.signature });
      await abortableSleep(options.pollingIntervalMs ?? 500, signal);
    }
  } catch (error) {
    return fail(readFailure(error));
  }
}
