/**
 * Where a transaction or an address is shown: the chain's block explorer
 * when it has one; otherwise (the sandbox chains) the wallet profile of the
 * sender, whose transactions list holds it and points at it (docs/decisions-wallet.md
 * "Tips: where 'View transaction' goes").
 */
export function transactionUrl(explorer: string | undefined, hash: string, from: string): string {
  return explorer
    ? `${explorer.replace(/\/$/, '')}/tx/${hash}`
    : `${walletProfilePath(from)}&tx=${encodeURIComponent(hash)}`;
}

export function addressUrl(explorer: string | undefined, address: string): string {
  return explorer
    ? `${explorer.replace(/\/$/, '')}/address/${address}`
    : walletProfilePath(address);
}

/** reading.md §2.1: a wallet's own profile. */
export const walletProfilePath = (address: string) =>
  `/profile/${encodeURIComponent(address)}?source=Wallet`;
