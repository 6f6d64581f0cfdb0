import type { Chars, CharsPart, Segment } from './richText';
import { charsParts, isSegment } from './richText';
import type { PostSource } from './sourceFields';

const sortNoOf = (part: CharsPart) => (isSegment(part) ? (part.sortNo ?? 0) : 0);

/**
 * The parts in sending order (composer.md §9): a stable sort by sortNo, text
 * and segments without one counting 0, so what the user wrote keeps its order
 * and the invisible segments follow it (PROMOTE_LINK 5, FRAME 10, POST_LINK 15).
 */
export function partsInSendingOrder(chars: Chars): CharsPart[] {
  return charsParts(chars)
    .map((part, index) => ({ part, index }))
    .sort((a, b) => sortNoOf(a.part) - sortNoOf(b.part) || a.index - b.index)
    .map(({ part }) => part);
}

/** What the editor shows: the text and the visible segments, in the order written. */
export function visibleText(chars: Chars): string {
  return charsParts(chars)
    .map((part) => (isSegment(part) ? (part.visible ? part.content : '') : part))
    .join('');
}

/** Whether a post has text a reader would see (composer.md §4.7: blank text counts as none). */
export const hasVisibleText = (chars: Chars): boolean => visibleText(chars).trim().length > 0;

/**
 * A mention as written for one source: '@' and the person's handle there
 * (Lens handles in their 'lens/' namespace). Without a profile on that
 * source the mention is sent as plain text, without '@', so that nobody
 * else with the same handle is mentioned (docs/decisions-composer-rules.md).
 */
export function mentionForSource(segment: Segment, source: PostSource): string {
  const profile = segment.profiles?.find((p) => p.platform === source && p.handle !== '');
  if (!profile) return segment.content.replace(/^@/, '');
  const handle =
    source === 'Lens' && !profile.handle.includes('/') ? `lens/${profile.handle}` : profile.handle;
  return `@${handle}`;
}

/**
 * Whether a segment goes to a source: a segment with a source goes there
 * only, except POST_LINK (the quoted post's source quotes it natively, the
 * others get the link); the poll FRAME goes everywhere but Twitter, whose
 * polls are native (composer.md §3.4, §4.4).
 */
export function segmentGoesTo(segment: Segment, source: PostSource): boolean {
  if (segment.tag === 'POST_LINK') return segment.source !== source;
  if (segment.tag === 'FRAME' && source === 'Twitter') return false;
  return segment.source === undefined || segment.source === source;
}

function partForSource(part: CharsPart, source: PostSource): string {
  if (!isSegment(part)) return part;
  if (!segmentGoesTo(part, source)) return '';
  return part.tag === 'MENTION' ? mentionForSource(part, source) : part.content;
}

/**
 * composer.md §3.1, §9: the text sent to a source: what the user wrote with
 * mentions resolved for that source, then the invisible segments sorted by
 * sortNo. Length is measured on this text (composer.md §5.2).
 */
export function textForSource(chars: Chars, source: PostSource): string {
  return partsInSendingOrder(chars)
    .map((part) => partForSource(part, source))
    .join('');
}

/** The invisible part of the text sent to a source (composer.md §5.2: the poll cap adds its length). */
export function invisibleTextForSource(chars: Chars, source: PostSource): string {
  return partsInSendingOrder(chars)
    .filter((part) => isSegment(part) && !part.visible)
    .map((part) => partForSource(part, source))
    .join('');
}
