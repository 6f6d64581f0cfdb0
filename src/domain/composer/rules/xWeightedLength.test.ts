import { describe, expect, it } from 'vitest';
import { xLinks, xWeightedLength } from './xWeightedLength';

describe("X's weighted length (composer.md §5.2)", () => {
  it('counts Latin text 1 per character', () => {
    expect(xWeightedLength('hello')).toBe(5);
    expect(xWeightedLength('é')).toBe(1);
    expect(xWeightedLength('e\u0301')).toBe(1); // NFC first
    expect(xWeightedLength('a'.repeat(280))).toBe(280);
  });

  it('counts CJK and other heavy code points 2', () => {
    expect(xWeightedLength('你好')).toBe(4);
    expect(xWeightedLength('こんにちは')).toBe(10);
    expect(xWeightedLength('…')).toBe(2);
    expect(xWeightedLength('‘’')).toBe(2); // general punctuation, weight 1
  });

  it('counts each emoji sequence 2', () => {
    expect(xWeightedLength('👍')).toBe(2);
    expect(xWeightedLength('👨‍👩‍👧')).toBe(2);
    expect(xWeightedLength('🇫🇷')).toBe(2);
    expect(xWeightedLength('1️⃣')).toBe(2);
    expect(xWeightedLength('❤️')).toBe(2);
  });

  it('counts every link 23 whatever its length, trailing punctuation aside', () => {
    expect(xWeightedLength('https://a.co')).toBe(23);
    expect(xWeightedLength('a https://example.com/very/long/path/that/is/long.')).toBe(2 + 23 + 1);
    expect(xWeightedLength('see polycast.app.')).toBe(4 + 23 + 1);
    expect(xWeightedLength('(www.example.org)')).toBe(25);
  });

  it('does not take file names or e-mail addresses for links', () => {
    expect(xLinks('file.txt')).toEqual([]);
    expect(xLinks('me@example.com')).toEqual([]);
    expect(xWeightedLength('me@example.com')).toBe(14);
    expect(xLinks('go to https://x.com/a, then')).toEqual([
      { start: 6, end: 21, url: 'https://x.com/a' },
    ]);
  });
});
