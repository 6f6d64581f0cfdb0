/** Code point ranges X counts as one character; every other code point counts two. */
const LIGHT: readonly [number, number][] = [
  [0, 4351],
  [8192, 8205],
  [8208, 8223],
  [8242, 8247],
];
/** X counts every link as 23 characters, whatever its length (t.co). */
const LINK_LENGTH = 23;
const LINK = /https?:\/\/[^\s]+/gi;

/**
 * A tweet's length as X weighs it (twitter-text v3): links 23, CJK and most
 * symbols 2, the rest 1. Emoji sequences count 2 per code point here, more
 * than X's 2 a sequence: a tweet this allows, X allows.
 */
export function xWeightedLength(text: string): number {
  let length = 0;
  const rest = text.replace(LINK, () => {
    length += LINK_LENGTH;
    return '';
  });
  for (const char of rest) {
    const code = char.codePointAt(0) ?? 0;
    length += LIGHT.some(([from, to]) => code >= from && code <= to) ? 1 : 2;
  }
  return length;
}
