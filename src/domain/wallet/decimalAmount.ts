/**
 * Token amounts as exact decimals: a balance is a whole number of the
 * token's smallest unit (wei, lamports), and 18 decimals are beyond what a
 * float holds, so amounts move between units and text without floats.
 */

/** `units` of a token with `decimals` decimals, as a plain decimal string ("1.5", "0.000001"). */
export function unitsToDecimal(units: bigint, decimals: number): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

/**
 * A decimal string ("12.5") as the token's smallest units, or undefined when
 * it is not a plain non-negative decimal or has more fraction digits than
 * the token has decimals.
 */
export function decimalToUnits(text: string, decimals: number): bigint | undefined {
  const match = /^(\d*)(?:\.(\d*))?$/.exec(text.trim());
  if (!match || (match[1] === '' && !match[2])) return undefined;
  const whole = match[1] || '0';
  const fraction = match[2] ?? '';
  if (fraction.length > decimals) return undefined;
  return BigInt(whole + fraction.padEnd(decimals, '0'));
}
