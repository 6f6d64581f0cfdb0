import { describe, expect, it } from 'vitest';
import { tweetTextAsWritten } from '@/sources/x/xTweetText';
import { shortenLinks } from './xLinks';

describe('shortenLinks (the X stand-in)', () => {
  it('rewrites links to t.co with code-point offsets, and appends the quote and media links', () => {
    const written = 'café 😀 https://example.com/a?b=1 and http://e.org';
    const { text, urls } = shortenLinks(written, {
      quoted: 'https://twitter.com/ada/status/77',
      media: { url: 'https://twitter.com/me/status/9/photo/1', mediaKey: '3_1' },
    });
    expect(text).toMatch(
      /^café 😀 https:\/\/t\.co\/\S{10} and https:\/\/t\.co\/\S{10} https:\/\/t\.co\/\S{10} https:\/\/t\.co\/\S{10}$/,
    );
    for (const entity of urls)
      expect([...text].slice(entity.start, entity.end).join('')).toBe(entity.url);
    expect(urls.map((u) => u.expanded_url)).toEqual([
      'https://example.com/a?b=1',
      'http://e.org',
      'https://twitter.com/ada/status/77',
      'https://twitter.com/me/status/9/photo/1',
    ]);
    // The adapter reads back what was written.
    expect(tweetTextAsWritten(text, { urls }, '77')).toBe(written);
  });

  it('leaves a text without links as it is', () => {
    expect(shortenLinks('plain words', {})).toEqual({ text: 'plain words', urls: [] });
  });
});
