/**
 * X's weighted length (twitter-text configuration v3, as X counts a tweet
 * against its 280): text in NFC; every link counts 23 (t.co); an emoji
 * sequence counts 2; other code points count 1 in the Latin and general
 * punctuation ranges below and 2 elsewhere (CJK, most other scripts).
 */
import { isSimpleText } from './simpleText';

export const X_URL_WEIGHT = 23;

const LIGHT_RANGES: readonly (readonly [number, number])[] = [
  [0, 4351],
  [8192, 8205],
  [8208, 8223],
  [8242, 8247],
];

/** Top-level domains recognised in links written without a scheme ('polycast.app/x'). */
const BARE_TLDS =
  'com|net|org|io|co|app|dev|xyz|me|ai|gg|so|to|tv|fm|ly|sh|info|biz|social|news|blog|page|site|online|' +
  'eth|us|uk|de|fr|es|it|nl|jp|cn|kr|in|br|ca|au|ru|ch|se|no|pl|eu|id';

const LINK = new RegExp(
  String.raw`(?<![\p{L}\p{N}@._-])(?:https?:\/\/[^\s<>"]+|www\.[^\s<>"]+|(?:[\p{L}\p{N}-]+\.)+(?:${BARE_TLDS})(?![\p{L}\p{N}-])(?:[/?#][^\s<>"]*)?)`,
  'giu',
);

/** What trails a link but is not part of it: closing punctuation. */
const TRAILING = /[.,!?;:)\]}'"…]+$/u;

const EMOJI =
  /\p{Emoji_Presentation}|\p{Extended_Pictographic}\uFE0F|\p{Regional_Indicator}|\u20E3/u;

const segmenter = new Intl.Segmenter('en', { granularity: 'grapheme' });

/** The links X would shorten, with where they are in the text (NFC). */
export function xLinks(text: string): { start: number; end: number; url: string }[] {
  const links: { start: number; end: number; url: string }[] = [];
  for (const match of text.matchAll(LINK)) {
    const url = match[0].replace(TRAILING, '');
    if (!url.includes('.')) continue;
    links.push({ start: match.index, end: match.index + url.length, url });
  }
  return links;
}

function codePointWeight(codePoint: number): number {
  return LIGHT_RANGES.some(([start, end]) => codePoint >= start && codePoint <= end) ? 1 : 2;
}

function plainWeight(text: string): number {
  if (isSimpleText(text)) return text.length; // each weighs 1
  let weight = 0;
  for (const { segment } of segmenter.segment(text)) {
    if (EMOJI.test(segment)) {
      weight += 2;
      continue;
    }
    for (const char of segment) weight += codePointWeight(char.codePointAt(0) ?? 0);
  }
  return weight;
}

/** composer.md §5.2: the length X counts for a tweet's text. */
export function xWeightedLength(text: string): number {
  const normalized = text.normalize('NFC');
  let weight = 0;
  let at = 0;
  for (const link of xLinks(normalized)) {
    weight += plainWeight(normalized.slice(at, link.start)) + X_URL_WEIGHT;
    at = link.end;
  }
  return weight + plainWeight(normalized.slice(at));
}
