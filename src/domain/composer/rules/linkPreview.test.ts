import { describe, expect, it } from 'vitest';
import {
  capFrames,
  detectUrls,
  linkToPreview,
  MAX_FRAMES_PER_POST,
  MAX_LINK_PREVIEWS_PER_POST,
} from './linkPreview';

describe('links in posts (composer.md §5.10)', () => {
  it('detects http(s) links in order, once each, without trailing punctuation', () => {
    expect(detectUrls('see https://a.com/x, and (http://b.org/y). Again https://a.com/x!')).toEqual(
      ['https://a.com/x', 'http://b.org/y'],
    );
    expect(detectUrls('no links, www.c.com or c.com')).toEqual([]);
  });

  it('previews at most one link: the first one not excluded', () => {
    expect(MAX_LINK_PREVIEWS_PER_POST).toBe(1);
    expect(linkToPreview('a https://one.com b https://two.com')).toBe('https://one.com');
    expect(linkToPreview('a https://one.com b https://two.com', ['https://one.com'])).toBe(
      'https://two.com',
    );
    expect(linkToPreview('nothing')).toBeUndefined();
  });

  it('caps frames', () => {
    const frames = [1, 2, 3].map((i) => ({ url: `https://f/${i}` }));
    expect(capFrames(frames)).toEqual(frames.slice(0, MAX_FRAMES_PER_POST));
    expect(MAX_FRAMES_PER_POST).toBe(2);
  });
});
