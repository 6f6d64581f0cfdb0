import { decimalToUnits, unitsToDecimal } from '@/domain/wallet/decimalAmount';

/** Fraction digits a float quotient is trusted to before exact arithmetic takes over. */
const FLOAT_PLACES = 20;

/**
 * How much of a token a dollar amount buys at `price` dollars per token, in
 * the token's smallest unit (a preset's "$5 in ETH"). Undefined without a
 * positive price and amount.
 */
export function tokenAmountForUsd(
  usd: number,
  price: number,
  decimals: number,
): bigint | undefined {
  if (!(price > 0) || !(usd > 0)) return undefined;
  const places = Math.min(decimals, FLOAT_PLACES);
  const units = decimalToUnits((usd / price).toFixed(places), places);
  return units === undefined ? undefined : units * 10n ** BigInt(decimals - places);
}

/** What `units` of a token are worth in dollars at `price`. */
export function usdValueOf(units: bigint, decimals: number, price: number): number {
  return Number(unitsToDecimal(units, decimals)) * price;
}
