/** composer.md §5.2, §9: the ring turns amber at 80 % of the available length and red above 90 %. */
export const RING_AMBER_FROM = 0.8;
export const RING_RED_ABOVE = 0.9;

export type RingColour = 'green' | 'amber' | 'red';

/** The share of the available length used (1 = full); nothing available and something used is full. */
export function lengthRatio(used: number, available: number): number {
  if (available <= 0) return used > 0 ? Infinity : 0;
  return used / available;
}

/** composer.md §5.2: green below 80 %, amber from 80 % to 90 %, red above 90 %. */
export function ringColour(used: number, available: number): RingColour {
  const ratio = lengthRatio(used, available);
  if (ratio < RING_AMBER_FROM) return 'green';
  if (ratio <= RING_RED_ABOVE) return 'amber';
  return 'red';
}

/** composer.md §5.2: the 'used / available' counter turns red when over the limit. */
export const counterIsRed = (used: number, available: number): boolean => used > available;
