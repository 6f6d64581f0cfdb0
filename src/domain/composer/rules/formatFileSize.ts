const UNITS = ['B', 'KB', 'MB', 'GB', 'TB', 'PB'] as const;

/**
 * composer.md §9: a file size in 1024-based units (B, KB, MB, GB, TB, PB)
 * with 1 decimal: '512 B', '1.5 KB', '5.0 MB'. Bytes are whole, so they show
 * no decimal; a value that would round to 1024.0 moves to the next unit.
 */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '0 B';
  if (bytes < 1024) return `${Math.round(bytes)} B`;
  let value = bytes;
  let unit = 0;
  while (unit < UNITS.length - 1 && Math.round(value * 10) / 10 >= 1024) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(1)} ${UNITS[unit]}`;
}
