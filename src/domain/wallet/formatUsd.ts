/**
 * A US dollar value as people read it: two decimals, thousands grouped
 * ("$1,234.50"); a value that rounds to nothing but is not zero reads
 * "< $0.01" rather than a misleading "$0.00".
 */
export function formatUsd(value: number): string {
  if (!Number.isFinite(value)) return '—';
  if (value > 0 && value < 0.005) return '< $0.01';
  return value.toLocaleString('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
}
