import { unitsToDecimal } from './decimalAmount';

/** Significant digits an amount keeps (wallet.md §9). */
const SIGNIFICANT = 6;
/**
 * From this many zeros after the point (below 0.0001), they are written as
 * one subscript count: 0.0₅12.
 */
const SUBSCRIPT_FROM_ZEROS = 4;

const SUBSCRIPT_DIGITS = '₀₁₂₃₄₅₆₇₈₉';
const subscript = (n: number) =>
  String(n)
    .split('')
    .map((d) => SUBSCRIPT_DIGITS[Number(d)])
    .join('');

/** Groups a whole number's digits by thousands: 1234567 → 1,234,567. */
const grouped = (whole: string) => whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/**
 * Rounds a plain decimal ("0.000123456789") to `places` fraction digits,
 * half up, in decimal arithmetic.
 */
function roundTo(decimal: string, places: number): { whole: string; fraction: string } {
  const [whole = '0', fraction = ''] = decimal.split('.');
  if (fraction.length <= places) return { whole, fraction };
  const kept = BigInt(whole + fraction.slice(0, places));
  const up = Number(fraction[places]) >= 5 ? 1n : 0n;
  const digits = (kept + up).toString().padStart(places + 1, '0');
  return {
    whole: digits.slice(0, digits.length - places),
    fraction: digits.slice(digits.length - places),
  };
}

/**
 * A token amount as people read it (wallet.md §9): at most 6 significant
 * digits (the whole part is never cut), thousands grouped, trailing zeros
 * trimmed; below 0.0001 the run of zeros after the point is one subscript
 * count, so 0.0000012345 reads 0.0₅12345.
 */
export function formatTokenAmount(units: bigint, decimals: number): string {
  if (units < 0n) return `-${formatTokenAmount(-units, decimals)}`;
  if (units === 0n) return '0';
  const decimal = unitsToDecimal(units, decimals);
  const [whole = '0', fraction = ''] = decimal.split('.');
  if (whole !== '0') {
    const places = Math.max(0, SIGNIFICANT - whole.length);
    const rounded = roundTo(decimal, places);
    const kept = rounded.fraction.replace(/0+$/, '');
    return `${grouped(rounded.whole)}${kept ? `.${kept}` : ''}`;
  }
  const zeros = /^0*/.exec(fraction)?.[0].length ?? 0;
  const rounded = roundTo(decimal, zeros + SIGNIFICANT);
  // Rounding may carry into a new leading digit (0.0009999999 → 0.001).
  if (rounded.whole !== '0') return rounded.whole;
  const digits = rounded.fraction.replace(/0+$/, '');
  const leading = /^0*/.exec(digits)?.[0].length ?? 0;
  if (leading >= SUBSCRIPT_FROM_ZEROS) return `0.0${subscript(leading)}${digits.slice(leading)}`;
  return `0.${digits}`;
}
