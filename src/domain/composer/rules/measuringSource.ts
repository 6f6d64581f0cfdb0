import type { PostSource } from '../model/sourceFields';

/**
 * composer.md §5.2: the order in which a selected source is preferred for
 * the length ring, tightest normal limit first. An unverified X account
 * (280 weighted) comes first, then Bluesky (300 graphemes), Farcaster (320
 * bytes) and Lens (5,000); a verified X account (25,000) goes last.
 * Sending still checks every source (rules/postLength.ts).
 */
export const MEASURING_ORDER = {
  unverified: ['Twitter', 'Bsky', 'Farcaster', 'Lens'],
  verified: ['Bsky', 'Farcaster', 'Lens', 'Twitter'],
} as const satisfies Record<string, readonly PostSource[]>;

/** The selected source the ring measures on; undefined when none is selected. */
export function measuringSource(
  selected: readonly PostSource[],
  twitterVerified: boolean,
): PostSource | undefined {
  const order = twitterVerified ? MEASURING_ORDER.verified : MEASURING_ORDER.unverified;
  return order.find((source) => selected.includes(source));
}
