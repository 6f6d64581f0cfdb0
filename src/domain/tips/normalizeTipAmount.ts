/** Token decimals when a token does not say (wallet.md §9). */
export const DEFAULT_TOKEN_DECIMALS = 18;

/**
 * The free amount as typed, made a plain decimal by wallet.md §5.2: ',' and
 * '。' are the point, a leading point gets a '0', and the fraction keeps at
 * most the token's decimals. Anything else (a letter, a second point) is
 * refused: undefined, and the field keeps what it had.
 */
export function normalizeTipAmount(
  typed: string,
  decimals: number = DEFAULT_TOKEN_DECIMALS,
): string | undefined {
  let text = typed.replace(/[,。]/g, '.');
  if (!/^\d*\.?\d*$/.test(text)) return undefined;
  if (text.startsWith('.')) text = `0${text}`;
  const point = text.indexOf('.');
  if (point >= 0 && text.length - point - 1 > decimals) text = text.slice(0, point + 1 + decimals);
  return text;
}
