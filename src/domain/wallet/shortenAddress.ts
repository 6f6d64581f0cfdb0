/**
 * An address shortened to its first and last characters (wallet.md §9: 4 on
 * each side; 8 for tip wallet addresses). A `0x` prefix is kept beyond the count.
 */
export function shortenAddress(address: string, chars = 4): string {
  const prefix = address.startsWith('0x') ? '0x' : '';
  const body = address.slice(prefix.length);
  if (body.length <= chars * 2 + 1) return address;
  return `${prefix}${body.slice(0, chars)}…${body.slice(-chars)}`;
}
