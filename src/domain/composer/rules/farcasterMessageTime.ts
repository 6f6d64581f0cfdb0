import { farcasterTime } from '@/domain/farcasterTime';

/**
 * composer.md §5.9: why a time cannot be a Farcaster message time, or
 * undefined. The rule itself lives in src/domain/farcasterTime.ts
 * (at or after 2021-01-01, at most 2^32 − 1 seconds after it); this only
 * gives its message the shape of the other composer rules.
 */
export function farcasterTimeProblem(epochMs: number): string | undefined {
  const result = farcasterTime(epochMs);
  return result.ok ? undefined : result.error.message;
}
