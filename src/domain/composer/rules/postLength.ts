import type { ComposerPost } from '../model/composerPost';
import type { PostSource } from '../model/sourceFields';
import { availableLength } from './availableLength';
import type { RingColour } from './lengthRing';
import { counterIsRed, lengthRatio, ringColour } from './lengthRing';
import { MEASURING_ORDER, measuringSource } from './measuringSource';
import type { SourceTiers } from './sourceTier';
import { hasHigherLimits } from './sourceTier';
import { usedLength } from './textLength';

export interface LengthStatus {
  /** The source measured on. */
  source: PostSource;
  used: number;
  available: number;
  ratio: number;
  colour: RingColour;
  /** The counter is red: used is over available. */
  over: boolean;
}

type MeasuredPost = Pick<ComposerPost, 'chars' | 'poll' | 'availableSources'>;

/** A post's length on one source. */
export function lengthOn(post: MeasuredPost, source: PostSource, tiers: SourceTiers): LengthStatus {
  const used = usedLength(post.chars, source);
  const available = availableLength(source, post, tiers);
  return {
    source,
    used,
    available,
    ratio: lengthRatio(used, available),
    colour: ringColour(used, available),
    over: counterIsRed(used, available),
  };
}

/**
 * composer.md §5.2: what the ring and the 'used / available' counter show,
 * measured on the preferred selected source (rules/measuringSource.ts);
 * undefined when no source is selected.
 */
export function postLengthStatus(post: MeasuredPost, tiers: SourceTiers): LengthStatus | undefined {
  const source = measuringSource(post.availableSources, hasHigherLimits(tiers, 'Twitter'));
  return source ? lengthOn(post, source, tiers) : undefined;
}

/**
 * The selected sources the post is too long for. Sending checks every
 * selected source, not only the measured one, so a post never goes out
 * only to be refused (docs/decisions-composer-rules.md).
 */
export const sourcesOverLength = (post: MeasuredPost, tiers: SourceTiers): PostSource[] =>
  post.availableSources.filter((source) => lengthOn(post, source, tiers).over);

/**
 * The length of the post on each selected source it is too long for, in
 * the ring's order of preference (rules/measuringSource.ts): what stops it
 * from being sent, with the numbers to show.
 */
export function lengthsOver(post: MeasuredPost, tiers: SourceTiers): LengthStatus[] {
  const order = hasHigherLimits(tiers, 'Twitter')
    ? MEASURING_ORDER.verified
    : MEASURING_ORDER.unverified;
  return order
    .filter((source) => post.availableSources.includes(source))
    .map((source) => lengthOn(post, source, tiers))
    .filter((status) => status.over);
}

/**
 * composer.md §5.2, and a limit the user can see: the ring and counter show
 * the preferred selected source, unless the post is too long for some
 * selected source; then they show the first of those (in the same order of
 * preference), whose limit is the one that stops sending, and the counter
 * names it. `named` says the counter must name its network.
 */
export function lengthCounterStatus(
  post: MeasuredPost,
  tiers: SourceTiers,
): (LengthStatus & { named: boolean }) | undefined {
  const [blocking] = lengthsOver(post, tiers);
  if (blocking) return { ...blocking, named: true };
  const measured = postLengthStatus(post, tiers);
  return measured && { ...measured, named: false };
}
