/**
 * How much of a post's text shows before 'Show more' (reading.md §2.2, §9):
 * in replies, 4 lines, and 4 more per click; 'Show more' is offered only
 * past 450 characters. Posts from the external microblog network show 5
 * lines with a show more / show less toggle.
 */
export const SHOW_MORE_AFTER_CHARACTERS = 450;
export const REPLY_LINES = 4;
export const EXTERNAL_MICROBLOG_LINES = 5;

export type TextClamp =
  | { kind: 'none' }
  /** Lines shown now; each 'Show more' adds `step`. */
  | { kind: 'steps'; lines: number; step: number }
  /** Lines shown folded; 'Show more' unfolds it all, 'Show less' folds it again. */
  | { kind: 'toggle'; lines: number; open: boolean };

export function textClamp(
  text: string,
  where: { inReply?: boolean; externalMicroblog?: boolean; clicks?: number; open?: boolean },
): TextClamp {
  if (where.externalMicroblog) {
    return { kind: 'toggle', lines: EXTERNAL_MICROBLOG_LINES, open: Boolean(where.open) };
  }
  if (!where.inReply || [...text].length <= SHOW_MORE_AFTER_CHARACTERS) return { kind: 'none' };
  return { kind: 'steps', lines: REPLY_LINES * (1 + (where.clicks ?? 0)), step: REPLY_LINES };
}

/** A quoted post's text is cut at 2,000 characters (reading.md §2.2, §9). */
export const QUOTE_TEXT_LIMIT = 2000;

export function quoteText(text: string): string {
  const characters = [...text];
  return characters.length > QUOTE_TEXT_LIMIT
    ? `${characters.slice(0, QUOTE_TEXT_LIMIT).join('')}…`
    : text;
}
