/** How far the prices of the sender's tokens have been read. */
export type PricesRead =
  { state: 'reading' } | { state: 'read' } | { state: 'failed'; message: string };

/**
 * What the form says when a dollar preset cannot become an amount (wallet.md
 * §4.1 converts presets at the token's price): the prices could not be read,
 * or the market has none for this token. Either way the tip can still be
 * typed in the token itself. Nothing while the price is known, while it is
 * still being read, or when an amount is typed.
 */
export function tipPriceNote(input: {
  symbol: string | undefined;
  preset: number | undefined;
  price: number | undefined;
  prices: PricesRead;
}): string | undefined {
  const { symbol, prices } = input;
  if (!symbol || input.preset === undefined || input.price !== undefined) return undefined;
  if (prices.state === 'failed')
    return `Prices cannot be read right now (${prices.message}), so $${input.preset} has no ${symbol} amount. Type an amount in ${symbol}.`;
  if (prices.state === 'read')
    return `${symbol} has no dollar price, so $${input.preset} has no ${symbol} amount. Type an amount in ${symbol}.`;
  return undefined;
}
