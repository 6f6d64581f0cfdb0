import { describe, expect, it } from 'vitest';
import { graphemeLength } from './textLength';
import { xWeightedLength } from './xWeightedLength';

const segmenter = new Intl.Segmenter('en', { granularity: 'grapheme' });
const bySegmenter = (text: string) => [...segmenter.segment(text)].length;

/** Seeded: the same texts every run. */
function* texts(count: number) {
  let seed = 42;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const alphabet = 'ab Z9.,!?\r\n\t-_éüß©®@#/:';
  for (let i = 0; i < count; i++) {
    const length = Math.floor(next() * 300);
    yield Array.from({ length }, () => alphabet[Math.floor(next() * alphabet.length)]).join('');
  }
}

describe('the fast path for text below U+0300', () => {
  it('counts graphemes as the segmenter does (CR LF is one)', () => {
    for (const text of texts(300)) expect(graphemeLength(text)).toBe(bySegmenter(text));
    expect(graphemeLength('a\r\nb')).toBe(3);
  });

  it('weighs such text 1 per code point on X, links aside', () => {
    expect(xWeightedLength('hello © ® world')).toBe(15);
    expect(xWeightedLength('a\r\nb')).toBe(4);
  });

  it('still segments text with marks, emoji or other scripts', () => {
    expect(graphemeLength('e\u0301')).toBe(1);
    expect(graphemeLength('👍🏽 ok')).toBe(4);
    expect(xWeightedLength('👍🏽')).toBe(2);
    expect(xWeightedLength('日本')).toBe(4);
  });
});
