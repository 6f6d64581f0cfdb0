import type { SourceCapabilities } from '@/domain/capabilities';
import { CAPABILITIES } from '@/domain/capabilities';
import type { Chars } from '../model/richText';
import { textForSource } from '../model/renderChars';
import type { PostSource } from '../model/sourceFields';
import { isSimpleText } from './simpleText';
import { xWeightedLength } from './xWeightedLength';

export type LengthUnit = SourceCapabilities['length']['unit'];

const encoder = new TextEncoder();
const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/** Farcaster: UTF-8 bytes (the hub's limit is on bytes). */
export const utf8ByteLength = (text: string): number => encoder.encode(text).length;

const crlfCount = (text: string): number => text.split('\r\n').length - 1;

/** Bluesky: graphemes, what a reader sees as one character (Intl.Segmenter). */
export function graphemeLength(text: string): number {
  if (isSimpleText(text)) return text.length - crlfCount(text);
  let count = 0;
  for (const _ of graphemes.segment(text)) count += 1;
  return count;
}

/** Lens: characters, counted as Unicode code points (as JSON Schema's maxLength does). */
export const characterLength = (text: string): number => [...text].length;

/** composer.md §5.2: a text's length in a source's unit. */
export function measureLength(text: string, unit: LengthUnit): number {
  switch (unit) {
    case 'bytes':
      return utf8ByteLength(text);
    case 'graphemes':
      return graphemeLength(text);
    case 'weighted characters':
      return xWeightedLength(text);
    case 'characters':
      return characterLength(text);
  }
}

/**
 * composer.md §5.2: the length a post uses on a source: the text sent there
 * (mentions resolved, invisible segments included), in the source's unit.
 */
export const usedLength = (chars: Chars, source: PostSource): number =>
  measureLength(textForSource(chars, source), CAPABILITIES[source].length.unit);
