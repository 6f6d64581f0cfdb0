import type { Chars, CharsPart, Segment } from '../model/richText';
import { charsParts, isSegment } from '../model/richText';

/*
 * The editor is a plain text field; a post's text is a list of strings and
 * tagged segments (composer.md §3.1). These rules carry the visible segments
 * (mentions) through the user's typing: a segment the edit did not touch
 * stays a segment, one the edit cut into becomes plain text.
 */

const textOf = (part: CharsPart) => (isSegment(part) ? part.content : part);

/** The parts the editor shows: strings and visible segments, in order. */
export const visibleParts = (chars: Chars): CharsPart[] =>
  charsParts(chars).filter((part) => !isSegment(part) || part.visible);

/** Adjacent strings joined, empty strings dropped. */
function tidy(parts: readonly CharsPart[]): CharsPart[] {
  const out: CharsPart[] = [];
  for (const part of parts) {
    if (part === '') continue;
    const last = out[out.length - 1];
    if (typeof part === 'string' && typeof last === 'string') out[out.length - 1] = last + part;
    else out.push(part);
  }
  return out;
}

/**
 * The parts covering [from, to) of the visible text: a segment wholly inside
 * stays a segment; the covered piece of one that crosses an end becomes text.
 */
function sliceParts(parts: readonly CharsPart[], from: number, to: number): CharsPart[] {
  const out: CharsPart[] = [];
  let at = 0;
  for (const part of parts) {
    const text = textOf(part);
    const start = at;
    const end = at + text.length;
    at = end;
    if (end <= from || start >= to) continue;
    if (isSegment(part) && start >= from && end <= to) out.push(part);
    else out.push(text.slice(Math.max(from, start) - start, Math.min(to, end) - start));
  }
  return out;
}

/** Segments the user can see (a post without any is sent as plain text). */
const hasVisibleSegment = (parts: readonly CharsPart[]) => parts.some(isSegment);

/**
 * What the editor hands the composer when the user typed: `text` in place of
 * the visible text of `chars`. The change is found as the span between the
 * longest common start and end of the old and new text; segments wholly
 * outside it are kept, a segment it touches becomes plain text (the user
 * edited the mention: it no longer names a profile). Without visible
 * segments, the text itself (cheap: typing stays instant).
 */
export function charsAfterTyping(chars: Chars, text: string): Chars {
  const parts = visibleParts(chars);
  if (!hasVisibleSegment(parts)) return text;
  const old = parts.map(textOf).join('');
  if (old === text) return parts;
  const shortest = Math.min(old.length, text.length);
  let prefix = 0;
  while (prefix < shortest && old[prefix] === text[prefix]) prefix++;
  let suffix = 0;
  while (
    suffix < shortest - prefix &&
    old[old.length - 1 - suffix] === text[text.length - 1 - suffix]
  ) {
    suffix++;
  }
  const next = tidy([
    ...sliceParts(parts, 0, prefix),
    text.slice(prefix, text.length - suffix),
    ...sliceParts(parts, old.length - suffix, old.length),
  ]);
  return hasVisibleSegment(next) ? next : next.map(textOf).join('');
}

/**
 * composer.md §2.4, §3.5: a chosen mention replaces what was typed for it
 * ([start, end) of the visible text, the '@' and the query), followed by a
 * space unless one follows already. Answers the new parts and where the
 * caret goes (after the space).
 */
export function insertMention(
  chars: Chars,
  start: number,
  end: number,
  segment: Segment,
): { chars: CharsPart[]; caret: number } {
  const parts = visibleParts(chars);
  const length = parts.map(textOf).join('').length;
  const after = sliceParts(parts, end, length);
  const next = after.map(textOf).join('');
  const space = /^\s/.test(next) ? '' : ' ';
  return {
    chars: tidy([...sliceParts(parts, 0, start), segment, space, ...after]),
    caret: start + segment.content.length + 1,
  };
}

/** The visible parts with one segment (by id) replaced (the mention edit dialog's Save). */
export function replaceSegment(chars: Chars, segment: Segment): CharsPart[] {
  return visibleParts(chars).map((part) =>
    isSegment(part) && part.id === segment.id ? segment : part,
  );
}

/** The post's mentions, in the order written. */
export const mentionSegmentsOf = (chars: Chars): Segment[] =>
  visibleParts(chars).filter((part): part is Segment => isSegment(part) && part.tag === 'MENTION');

/** The visible segment that covers this position of the visible text (start inclusive), if any. */
export function segmentAt(chars: Chars, index: number): Segment | undefined {
  let at = 0;
  for (const part of visibleParts(chars)) {
    const end = at + textOf(part).length;
    if (isSegment(part) && index >= at && index < end) return part;
    at = end;
  }
  return undefined;
}
