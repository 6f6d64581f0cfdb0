import { usdValueOf } from '@/domain/tips/tokenAmountForUsd';
import { tokenKey, type TokenBalance } from './walletToken';

/** Tokens worth less than this are behind a toggle (wallet.md §2.8, §9). */
export const SMALL_TOKEN_USD = 1;

/** A held token with its dollar price and worth, when the market has a price. */
export interface PricedToken {
  token: TokenBalance;
  /** Dollars per token. */
  price: number | undefined;
  usdValue: number | undefined;
}

/** Balances with their prices (keyed by tokenKey; null or absent: no price). */
export function priceTokens(
  balances: readonly TokenBalance[],
  prices: Readonly<Record<string, number | null>> | undefined,
): PricedToken[] {
  return balances.map((token) => {
    const price = prices?.[tokenKey(token)] ?? undefined;
    return {
      token,
      price,
      usdValue: price === undefined ? undefined : usdValueOf(token.balance, token.decimals, price),
    };
  });
}

/**
 * Whether a token goes behind the "under $1" toggle (wallet.md §2.8, §9): it
 * has a price and is worth under SMALL_TOKEN_USD. A token with no price is
 * shown (its worth is unknown, not small).
 */
export const isSmallToken = (entry: PricedToken) =>
  entry.usdValue !== undefined && entry.usdValue < SMALL_TOKEN_USD;

/**
 * Most valuable first; tokens with no price after those with one, by
 * symbol; equal values by symbol, so the order never jumps between reads.
 */
export function byValue(a: PricedToken, b: PricedToken): number {
  if (a.usdValue === undefined || b.usdValue === undefined) {
    if (a.usdValue !== b.usdValue) return a.usdValue === undefined ? 1 : -1;
  } else if (a.usdValue !== b.usdValue) return b.usdValue - a.usdValue;
  return a.token.symbol.localeCompare(b.token.symbol);
}
