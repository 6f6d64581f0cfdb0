/**
 * The markdown posts and articles are drawn with (reading.md §2.2): bold,
 * emphasis, inline code, pictures and links inside a line; articles also
 * have headings and paragraphs. Anything else is shown as written. Kept
 * small and strict on purpose: an asterisk or underscore only emphasises
 * when it hugs a word on the inside and not on the outside, so handles
 * like @dao_dora and sums like 2 * 3 * 4 stay as they are.
 */
export type Span =
  | { kind: 'text'; text: string }
  | { kind: 'strong' | 'em'; children: Span[] }
  | { kind: 'code'; text: string }
  | { kind: 'image'; alt: string; url: string }
  | { kind: 'link'; text: string; url: string };

export type Block =
  | { kind: 'heading'; level: 1 | 2 | 3 | 4 | 5 | 6; spans: Span[] }
  | { kind: 'paragraph'; spans: Span[] };

/** A letter, digit or underscore: what a delimiter may not touch on its outside. */
const WORD = String.raw`[\p{L}\p{N}_]`;
const URL = String.raw`https?:\/\/[^\s)]+`;

// One alternative per span kind, tried left to right; the first that matches at a place wins.
const INLINE = new RegExp(
  [
    String.raw`\x60(?<code>[^\x60\n]+)\x60`,
    String.raw`!\[(?<alt>[^\]\n]*)\]\((?<image>${URL})\)`,
    String.raw`\[(?<label>[^\]\n]+)\]\((?<href>${URL})\)`,
    String.raw`(?<!${WORD}|\*)\*\*(?<strong>\S(?:[^\n]*?\S)?)\*\*(?!${WORD}|\*)`,
    String.raw`(?<!${WORD})__(?<strong2>\S(?:[^\n]*?\S)?)__(?!${WORD})`,
    String.raw`(?<!${WORD}|\*)\*(?<em>[^\s*](?:[^*\n]*?[^\s*])?)\*(?!${WORD}|\*)`,
    String.raw`(?<!${WORD})_(?<em2>[^\s_](?:[^_\n]*?[^\s_])?)_(?!${WORD})`,
  ].join('|'),
  'gu',
);

/** A line's (or a post's) spans: text as written, with the inline markdown drawn. */
export function inlineSpans(text: string): Span[] {
  const spans: Span[] = [];
  let plain = 0;
  const flush = (until: number) => {
    if (until > plain) spans.push({ kind: 'text', text: text.slice(plain, until) });
  };
  for (const match of text.matchAll(INLINE)) {
    const g = match.groups ?? {};
    flush(match.index);
    if (g.code !== undefined) spans.push({ kind: 'code', text: g.code });
    else if (g.image !== undefined) spans.push({ kind: 'image', alt: g.alt ?? '', url: g.image });
    else if (g.href !== undefined)
      spans.push({ kind: 'link', text: g.label ?? g.href, url: g.href });
    else if (g.strong !== undefined || g.strong2 !== undefined) {
      spans.push({ kind: 'strong', children: inlineSpans(g.strong ?? g.strong2 ?? '') });
    } else {
      spans.push({ kind: 'em', children: inlineSpans(g.em ?? g.em2 ?? '') });
    }
    plain = match.index + match[0].length;
  }
  flush(text.length);
  return spans;
}

/**
 * An article's blocks: paragraphs between blank lines, and a paragraph that
 * starts with one to six '#' and a space is a heading of that level.
 */
export function markdownBlocks(text: string): Block[] {
  return text
    .split(/\n[ \t]*\n/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block): Block => {
      const heading = /^(#{1,6})[ \t]+(.+)$/su.exec(block);
      if (heading) {
        const level = (heading[1] ?? '#').length as 1 | 2 | 3 | 4 | 5 | 6;
        return { kind: 'heading', level, spans: inlineSpans(heading[2] ?? '') };
      }
      return { kind: 'paragraph', spans: inlineSpans(block) };
    });
}
