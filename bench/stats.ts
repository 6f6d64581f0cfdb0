/** Nearest-rank percentile of a list of numbers (p in 0..100). */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] ?? NaN;
}

export const median = (values: readonly number[]) => percentile(values, 50);

export function ms(value: number): string {
  return `${value.toFixed(value < 10 ? 2 : 0)} ms`;
}
