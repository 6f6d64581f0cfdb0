import type { PreparedEvmTransfer } from './preparedEvmTransfer';

/** A transaction as a block lists it: the fields a transfer is recognised by. */
export interface SeenEvmTransaction {
  hash: string;
  from: string;
  to: string | null;
  value: bigint;
  input: string;
  nonce: number;
}

const sameAddress = (a: string | null, b: string) =>
  a !== null && a.toLowerCase() === b.toLowerCase();

/** Whether a transaction on chain is the prepared transfer: same sender, recipient, value and data. */
export function matchesPreparedTransfer(
  seen: SeenEvmTransaction,
  prepared: PreparedEvmTransfer,
): boolean {
  return (
    sameAddress(seen.from, prepared.from) &&
    sameAddress(seen.to, prepared.to) &&
    seen.value === BigInt(prepared.value) &&
    seen.input.toLowerCase() === prepared.data.toLowerCase() &&
    seen.nonce >= prepared.nonce
  );
}
