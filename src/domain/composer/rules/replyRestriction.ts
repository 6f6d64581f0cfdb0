import { CAPABILITIES, sourcesAllowing } from '@/domain/capabilities';
import type { PostSource, ReplyRestriction } from '../model/sourceFields';
import { REPLY_RESTRICTIONS } from '../model/sourceFields';

/** composer.md §4.10, §5.3: the sources that support each reply restriction. */
export const REPLY_RESTRICTION_SOURCES: Readonly<Record<ReplyRestriction, readonly PostSource[]>> =
  Object.fromEntries(REPLY_RESTRICTIONS.map((r) => [r, sourcesAllowing(r)])) as Record<
    ReplyRestriction,
    PostSource[]
  >;

/** Whether every one of these sources supports the restriction (no source: only Everyone). */
export const restrictionSupported = (
  restriction: ReplyRestriction,
  sources: readonly PostSource[],
): boolean =>
  restriction === 'Everyone' ||
  (sources.length > 0 &&
    sources.every((s) => CAPABILITIES[s].replyRestrictions.includes(restriction)));

/** The restrictions the selector offers for these sources, in the spec's order. */
export const availableRestrictions = (sources: readonly PostSource[]): ReplyRestriction[] =>
  REPLY_RESTRICTIONS.filter((r) => restrictionSupported(r, sources));

/** composer.md §4.2: the restriction after the sources changed: reset to Everyone when unsupported. */
export const restrictionFor = (
  restriction: ReplyRestriction,
  sources: readonly PostSource[],
): ReplyRestriction => (restrictionSupported(restriction, sources) ? restriction : 'Everyone');
