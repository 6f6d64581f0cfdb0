/**
 * A share (0.1234 is 12.34 %) with 2 decimals, trailing zeros trimmed
 * (wallet.md §9); a share above zero too small to show reads "< 0.01%".
 */
export function formatPercentage(share: number): string {
  if (!Number.isFinite(share)) return '—';
  const percent = share * 100;
  if (percent > 0 && percent < 0.01) return '< 0.01%';
  const text = percent.toFixed(2).replace(/\.?0+$/, '');
  return `${text === '-0' ? '0' : text}%`;
}
