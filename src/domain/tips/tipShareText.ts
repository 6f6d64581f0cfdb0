/**
 * The post offered after a tip (wallet.md §4.1), word for word, spelling
 * and spacing included, with the transaction's link after it.
 */
export function tipShareText(handle: string, symbol: string, transactionUrl: string): string {
  const who = handle.startsWith('@') ? handle : `@${handle}`;
  return `Hi ${who} , sent you some $${symbol} via Polycast ✨ Keep shinning!\n${transactionUrl}`;
}
