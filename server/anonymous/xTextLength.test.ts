import { describe, expect, it } from 'vitest';
import { xWeightedLength } from './xTextLength';

describe('xWeightedLength (twitter-text v3 weights)', () => {
  it('counts Latin as 1, CJK as 2, and every link as 23', () => {
    expect(xWeightedLength('hello')).toBe(5);
    expect(xWeightedLength('caf\u00e9')).toBe(4);
    expect(xWeightedLength('\u4e00\u4e8c')).toBe(4);
    expect(xWeightedLength('see https://example.com/a/very/long/path/indeed?x=1')).toBe(4 + 23);
    expect(xWeightedLength('x'.repeat(280))).toBe(280);
  });
});
