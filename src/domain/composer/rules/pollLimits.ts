import { POST_SOURCES } from '@/domain/networks';
import { CAPABILITIES } from '@/domain/capabilities';
import type { PostSource } from '../model/sourceFields';

/** composer.md §4.4, §5.3: the sources that support polls (native or frame polls). */
export const POLL_SOURCES: readonly PostSource[] = POST_SOURCES.filter(
  (source) => CAPABILITIES[source].polls.supported,
);

/**
 * composer.md §7.4: X takes a poll natively (through its adapter); the other
 * poll networks (Farcaster, Lens) carry the product's frame poll as a link.
 */
export const NATIVE_POLL_SOURCES: readonly PostSource[] = ['Twitter'];

export const supportsPolls = (source: PostSource): boolean => CAPABILITIES[source].polls.supported;

export interface PollLimits {
  minOptions: number;
  maxOptions: number;
  optionMaxLength: number;
  /** The shortest poll, in minutes. */
  minMinutes: number;
  maxDays: number;
}

/**
 * composer.md §5.5: the poll limits of the selected sources together (the
 * tightest of each); with no poll source selected, those of every source
 * with polls.
 */
export function pollLimits(sources: readonly PostSource[]): PollLimits {
  const chosen = sources.filter(supportsPolls);
  const limits = (chosen.length ? chosen : POLL_SOURCES).flatMap((source) => {
    const polls = CAPABILITIES[source].polls;
    return polls.supported ? [polls] : [];
  });
  return {
    minOptions: Math.max(...limits.map((l) => l.minOptions)),
    maxOptions: Math.min(...limits.map((l) => l.maxOptions)),
    optionMaxLength: Math.min(...limits.map((l) => l.optionMaxLength)),
    minMinutes: Math.max(...limits.map((l) => l.minMinutes)),
    maxDays: Math.min(...limits.map((l) => l.maxDays)),
  };
}
