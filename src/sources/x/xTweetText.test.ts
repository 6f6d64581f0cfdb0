import { describe, expect, it } from 'vitest';
import { textWithLink, tweetTextAsWritten } from './xTweetText';

describe('tweetTextAsWritten', () => {
  it('expands t.co links back to what was written', () => {
    const text = 'read https://t.co/abc and 😀 https://t.co/def';
    const entities = {
      urls: [
        { start: 5, end: 28, url: 'https://t.co/abc', expanded_url: 'https://example.com/a' },
        { start: 34, end: 50, url: 'https://t.co/def', expanded_url: 'https://polycast.app/x?y=1' },
      ],
    };
    // Offsets that disagree with the text fall back to finding the address.
    expect(tweetTextAsWritten(text, entities)).toBe(
      'read https://example.com/a and 😀 https://polycast.app/x?y=1',
    );
    const exact = 'a 😀 https://t.co/x1';
    expect(
      tweetTextAsWritten(exact, {
        urls: [{ start: 4, end: 20, url: 'https://t.co/x1', expanded_url: 'https://e.org' }],
      }),
    ).toBe('a 😀 https://e.org');
  });

  it('drops the links X appends for media and for the quoted tweet', () => {
    const text = 'look https://t.co/m1 https://t.co/q1';
    const entities = {
      urls: [
        {
          start: 5,
          end: 20,
          url: 'https://t.co/m1',
          expanded_url: 'https://x.com/me/status/9/photo/1',
          media_key: '3_1',
        },
        {
          start: 21,
          end: 36,
          url: 'https://t.co/q1',
          expanded_url: 'https://x.com/other/status/77',
        },
      ],
    };
    expect(tweetTextAsWritten(text, entities, '77')).toBe('look');
    expect(tweetTextAsWritten(text, entities)).toBe('look https://x.com/other/status/77');
  });

  it('leaves a text without links alone', () => {
    expect(tweetTextAsWritten('plain', undefined)).toBe('plain');
  });
});

describe('textWithLink', () => {
  it('adds a card’s link unless the text already has it', () => {
    expect(textWithLink('hi', { url: 'https://e.org' })).toBe('hi https://e.org');
    expect(textWithLink('see https://e.org', { url: 'https://e.org' })).toBe('see https://e.org');
    expect(textWithLink('', { url: 'https://e.org' })).toBe('https://e.org');
    expect(textWithLink('hi', undefined)).toBe('hi');
  });
});

describe('a reply’s leading @names', () => {
  it('go, with the links after them expanded', () => {
    const text = '@ada @bob see https://t.co/abc';
    expect(
      tweetTextAsWritten(
        text,
        {
          urls: [
            { start: 14, end: 30, url: 'https://t.co/abc', expanded_url: 'https://polycast.test' },
          ],
        },
        undefined,
        10,
      ),
    ).toBe('see https://polycast.test');
  });
});
