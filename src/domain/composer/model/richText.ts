import { z } from 'zod/mini';
import { mentionProfileSchema } from './mention';
import { postSourceSchema } from './sourceFields';

/**
 * The tags of a rich-text segment (composer.md §3.1): a mention across
 * several sources, the invisible poll frame link, the promotion link, the
 * link to a quoted post and the red packet's text.
 */
export const SEGMENT_TAGS = [
  'MENTION',
  'FRAME',
  'PROMOTE_LINK',
  'POST_LINK',
  'RED_PACKET',
] as const;
export type SegmentTag = (typeof SEGMENT_TAGS)[number];

/**
 * composer.md §9: where the invisible segments go in the text sent to a
 * network. Text and segments without a sortNo count as 0, so these follow
 * the visible text in this order: promotion link, poll frame, quoted post.
 */
export const SORT_NO = { PROMOTE_LINK: 5, FRAME: 10, POST_LINK: 15 } as const;

/**
 * A tagged segment of a post's text (composer.md §3.1).
 * - `visible`: shown in the editor; invisible segments are still sent and counted.
 * - `profiles`: a MENTION's profile on each source.
 * - `source`: the source the segment belongs to. A segment with a source is
 *   sent to that source only, except POST_LINK, whose source is the quoted
 *   post's: that source quotes natively, so the link goes to every other one.
 */
export const segmentSchema = z.object({
  id: z.string().check(z.minLength(1)),
  tag: z.enum(SEGMENT_TAGS),
  content: z.string(),
  visible: z.boolean(),
  sortNo: z.optional(z.number()),
  profiles: z.optional(z.array(mentionProfileSchema)),
  source: z.optional(postSourceSchema),
});
export type Segment = z.infer<typeof segmentSchema>;

/** composer.md §3.1: a post's text, plain or a list of strings and tagged segments. */
export const charsSchema = z.union([z.string(), z.array(z.union([z.string(), segmentSchema]))]);
export type Chars = z.infer<typeof charsSchema>;
export type CharsPart = string | Segment;

/** The parts of a post's text as a list (a plain string is one part). */
export const charsParts = (chars: Chars): CharsPart[] =>
  typeof chars === 'string' ? (chars === '' ? [] : [chars]) : [...chars];

export const isSegment = (part: CharsPart): part is Segment => typeof part !== 'string';

/** A mention segment (visible) pointing at one profile per source. */
export function mentionSegment(
  id: string,
  content: string,
  profiles: NonNullable<Segment['profiles']>,
): Segment {
  return { id, tag: 'MENTION', content, visible: true, profiles };
}

/**
 * composer.md §4.4: the invisible poll FRAME segment (sortNo 10). `content`
 * is the text that carries the poll's frame link on sources without native
 * polls (for example a new line and the link); it may be updated once the
 * poll exists (`setFrameContent`).
 */
export function pollFrameSegment(id: string, content: string): Segment {
  return { id, tag: 'FRAME', content, visible: false, sortNo: SORT_NO.FRAME };
}

/** The invisible promotion link (sortNo 5). */
export function promoteLinkSegment(id: string, content: string): Segment {
  return { id, tag: 'PROMOTE_LINK', content, visible: false, sortNo: SORT_NO.PROMOTE_LINK };
}

/**
 * The invisible link to a quoted post (sortNo 15), sent to the sources other
 * than the quoted post's own, which quotes it natively.
 */
export function postLinkSegment(
  id: string,
  content: string,
  quotedSource: z.infer<typeof postSourceSchema>,
): Segment {
  return {
    id,
    tag: 'POST_LINK',
    content,
    visible: false,
    sortNo: SORT_NO.POST_LINK,
    source: quotedSource,
  };
}

/**
 * Replaces what the user typed and keeps the invisible segments: the editor
 * hands over strings and visible segments (mentions), the poll frame and
 * links stay.
 */
export function writeChars(chars: Chars, typed: Chars): CharsPart[] {
  const kept = charsParts(chars).filter((part) => isSegment(part) && !part.visible);
  return [...kept, ...charsParts(typed)];
}

/** Removes every segment with this tag (composer.md §4.4: removing a poll removes its FRAME). */
export function removeSegments(chars: Chars, tag: SegmentTag): Chars {
  if (typeof chars === 'string') return chars;
  return chars.filter((part) => !isSegment(part) || part.tag !== tag);
}

/** Sets the text of the FRAME segments (the poll's link once it has one). */
export function setFrameContent(chars: Chars, content: string): Chars {
  if (typeof chars === 'string') return chars;
  return chars.map((part) =>
    isSegment(part) && part.tag === 'FRAME' ? { ...part, content } : part,
  );
}

export const hasSegment = (chars: Chars, tag: SegmentTag): boolean =>
  charsParts(chars).some((part) => isSegment(part) && part.tag === tag);
