import type { Rpc, Signature, SolanaRpcApi } from '@solana/kit';

/** A landed transaction's standing: seen by a supermajority (or rooted), with or without an error. */
export type LandedSolanaTransfer =
  | { status: 'confirmed'; signature: string; slot: number }
  | { status: 'failed'; signature: string; slot: number; error: string };

/** The signature's status once at least confirmed; undefined while unseen or only processed. */
export async function confirmedStatus(
  rpc: Rpc<SolanaRpcApi>,
  signature: string,
): Promise<LandedSolanaTransfer | undefined> {
  const { value } = await rpc
    .getSignatureStatuses([signature as Signature], { searchTransactionHistory: true })
    .send();
  const status = value[0];
  if (!status || status.confirmationStatus === 'processed') return undefined;
  const slot = Number(status.slot);
  return status.err === null
    ? { status: 'confirmed', signature, slot }
    : { status: 'failed', signature, slot, error: JSON.stringify(status.err, bigintText) };
}

/** JSON.stringify's replacer for the bigints Kit gives numbers as. */
export const bigintText = (_key: string, value: unknown) =>
  typeof value === 'bigint' ? value.toString() : value;
