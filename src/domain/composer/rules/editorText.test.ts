import { describe, expect, it } from 'vitest';
import { visibleText } from '../model/renderChars';
import type { Segment } from '../model/richText';
import { mentionSegment, pollFrameSegment, writeChars } from '../model/richText';
import {
  charsAfterTyping,
  insertMention,
  mentionSegmentsOf,
  replaceSegment,
  segmentAt,
  visibleParts,
} from './editorText';

const ada = mentionSegment('m1', '@ada', [
  { platform: 'Farcaster', platform_id: '2', handle: 'ada', name: 'Ada', hit: true, score: 1 },
  {
    platform: 'Bsky',
    platform_id: 'did:plc:a',
    handle: 'ada.test',
    name: 'Ada',
    hit: false,
    score: 0,
  },
]);
const frame = pollFrameSegment('f', '\nhttps://frame');

describe('typing around mentions (composer.md §3.1, §3.5)', () => {
  it('answers plain text when the post has no visible segment', () => {
    expect(charsAfterTyping('hello', 'hello!')).toBe('hello!');
    expect(charsAfterTyping([frame, 'hi'], 'hi there')).toBe('hi there');
  });

  it('keeps a mention the edit did not touch, before or after it', () => {
    const chars = ['hi ', ada, ' there'];
    expect(charsAfterTyping(chars, 'hi @ada there!')).toEqual(['hi ', ada, ' there!']);
    expect(charsAfterTyping(chars, 'oh hi @ada there')).toEqual(['oh hi ', ada, ' there']);
    expect(charsAfterTyping(chars, 'hi @ada')).toEqual(['hi ', ada]);
    expect(charsAfterTyping(chars, 'hi @ada, there')).toEqual(['hi ', ada, ', there']);
    // Typing right after the mention, even the letter it ends with.
    expect(charsAfterTyping([ada], '@adaa')).toEqual([ada, 'a']);
    expect(charsAfterTyping([ada], 'a@ada')).toEqual(['a', ada]);
  });

  it('turns a mention the user typed into back into plain text', () => {
    expect(charsAfterTyping(['hi ', ada], 'hi @ad')).toBe('hi @ad');
    expect(
      charsAfterTyping(['hi ', ada, ' and ', { ...ada, id: 'm2' }], 'hi @xda and @ada'),
    ).toEqual(['hi @xda and ', { ...ada, id: 'm2' }]);
    // Replacing a selection that covers the mention.
    expect(charsAfterTyping(['hi ', ada, ' you'], 'hi you')).toBe('hi you');
  });

  it('leaves the invisible segments to writeChars', () => {
    const chars = [frame, 'hi ', ada];
    const typed = charsAfterTyping(chars, 'hi @ada!');
    expect(typed).toEqual(['hi ', ada, '!']);
    expect(writeChars(chars, typed)).toEqual([frame, 'hi ', ada, '!']);
    expect(visibleParts(chars)).toEqual(['hi ', ada]);
  });

  it('inserts a chosen mention in place of the query, with a space after it', () => {
    expect(insertMention('hi @ad', 3, 6, ada)).toEqual({ chars: ['hi ', ada, ' '], caret: 8 });
    expect(insertMention('hi @ad there', 3, 6, ada)).toEqual({
      chars: ['hi ', ada, ' there'],
      caret: 8,
    });
    const before: Segment = { ...ada, id: 'm0' };
    const inserted = insertMention([before, ' and @a'], 9, 11, ada);
    expect(inserted.chars).toEqual([before, ' and ', ada, ' ']);
    expect(visibleText(inserted.chars)).toBe('@ada and @ada ');
  });

  it('replaces one mention and lists them in order', () => {
    const edited = { ...ada, content: '@ada_x' };
    expect(replaceSegment([frame, 'hi ', ada], edited)).toEqual(['hi ', edited]);
    expect(mentionSegmentsOf([frame, 'a ', ada, ' b'])).toEqual([ada]);
    expect(mentionSegmentsOf('plain')).toEqual([]);
  });
});

describe('where the mentions are', () => {
  it('finds the mention covering a position of the visible text', () => {
    const chars = [frame, 'hi ', ada, ' there'];
    expect(segmentAt(chars, 2)).toBeUndefined();
    expect(segmentAt(chars, 3)).toBe(ada);
    expect(segmentAt(chars, 6)).toBe(ada);
    expect(segmentAt(chars, 7)).toBeUndefined();
  });
});
