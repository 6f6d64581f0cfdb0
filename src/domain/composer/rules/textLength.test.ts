import { describe, expect, it } from 'vitest';
import { mentionSegment, pollFrameSegment } from '../model/richText';
import {
  characterLength,
  graphemeLength,
  measureLength,
  usedLength,
  utf8ByteLength,
} from './textLength';

describe('used length per source (composer.md §5.2)', () => {
  it('Farcaster counts UTF-8 bytes', () => {
    expect(utf8ByteLength('abc')).toBe(3);
    expect(utf8ByteLength('é')).toBe(2);
    expect(utf8ByteLength('你')).toBe(3);
    expect(utf8ByteLength('👍')).toBe(4);
    expect(usedLength('你好', 'Farcaster')).toBe(6);
  });

  it('Bluesky counts graphemes', () => {
    expect(graphemeLength('👨‍👩‍👧')).toBe(1);
    expect(graphemeLength('e\u0301')).toBe(1);
    expect(usedLength('你好👍', 'Bsky')).toBe(3);
  });

  it('X counts weighted characters, Lens characters (code points)', () => {
    expect(usedLength('你好👍', 'Twitter')).toBe(6);
    expect(characterLength('👍a')).toBe(2);
    expect(usedLength('你好👍', 'Lens')).toBe(3);
  });

  it('dispatches on the unit', () => {
    expect(measureLength('é', 'bytes')).toBe(2);
    expect(measureLength('é', 'graphemes')).toBe(1);
    expect(measureLength('你', 'weighted characters')).toBe(2);
    expect(measureLength('你', 'characters')).toBe(1);
  });

  it('measures the text sent there: resolved mentions and invisible segments count', () => {
    const chars = [
      'hi ',
      mentionSegment('m', '@al', [
        {
          platform: 'Farcaster',
          platform_id: '1',
          handle: 'alice',
          name: 'Al',
          hit: true,
          score: 1,
        },
      ]),
      pollFrameSegment('f', '\nhttps://p.co/1'),
    ];
    expect(usedLength(chars, 'Farcaster')).toBe('hi @alice\nhttps://p.co/1'.length);
    // X: no frame (native poll), no profile there: 'al' without '@'.
    expect(usedLength(chars, 'Twitter')).toBe('hi al'.length);
  });
});
