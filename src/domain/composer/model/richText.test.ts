import { describe, expect, it } from 'vitest';
import {
  charsParts,
  charsSchema,
  hasSegment,
  mentionSegment,
  pollFrameSegment,
  removeSegments,
  setFrameContent,
  SORT_NO,
  writeChars,
} from './richText';

describe('rich text segments (composer.md §3.1, §9)', () => {
  it('has the spec’s sort numbers', () => {
    expect(SORT_NO).toEqual({ PROMOTE_LINK: 5, FRAME: 10, POST_LINK: 15 });
    expect(pollFrameSegment('f', 'x')).toMatchObject({ tag: 'FRAME', visible: false, sortNo: 10 });
  });

  it('parses plain text and lists of strings and segments, refusing unknown tags', () => {
    expect(charsSchema.safeParse('hello').success).toBe(true);
    expect(charsSchema.safeParse(['a', pollFrameSegment('f', 'x')]).success).toBe(true);
    expect(
      charsSchema.safeParse([{ id: 'x', tag: 'BOLD', content: '', visible: true }]).success,
    ).toBe(false);
  });

  it('lists parts, an empty string being no part', () => {
    expect(charsParts('')).toEqual([]);
    expect(charsParts('a')).toEqual(['a']);
  });

  it('replaces what was typed and keeps the invisible segments', () => {
    const frame = pollFrameSegment('f', 'link');
    const mention = mentionSegment('m', '@a', []);
    expect(writeChars(['old ', mention, frame], ['new ', mention])).toEqual([
      frame,
      'new ',
      mention,
    ]);
    expect(writeChars('old', 'new')).toEqual(['new']);
  });

  it('removes segments by tag and fills the frame link', () => {
    const chars = ['a', pollFrameSegment('f', '')];
    expect(hasSegment(chars, 'FRAME')).toBe(true);
    expect(removeSegments(chars, 'FRAME')).toEqual(['a']);
    expect(hasSegment(removeSegments(chars, 'FRAME'), 'FRAME')).toBe(false);
    expect(removeSegments('a', 'FRAME')).toBe('a');
    expect(setFrameContent(chars, 'https://p/1')).toEqual([
      'a',
      pollFrameSegment('f', 'https://p/1'),
    ]);
  });
});
