import { describe, expect, it } from 'vitest';
import { embedKindOfContentType, embedKindOfUrl } from './embedKind';

describe('Farcaster embed kinds', () => {
  it('reads the kind from a file name when there is one', () => {
    expect(embedKindOfUrl('https://media.tenor.com/abc/dance.gif?hh=10&ww=20')).toBe('gif');
    expect(embedKindOfUrl('https://cdn.example/p/photo.JPG')).toBe('image');
    expect(embedKindOfUrl('https://stream.example/v/playlist.m3u8')).toBe('video');
    expect(embedKindOfUrl('https://cdn.example/clip.MP4')).toBe('video');
    expect(embedKindOfUrl('https://example.com/article')).toBeUndefined();
    expect(embedKindOfUrl('https://example.com/gif-of-the-day')).toBeUndefined();
  });

  it('reads it from a Content-Type otherwise, and anything else is a link', () => {
    expect(embedKindOfContentType('video/mp4')).toBe('video');
    expect(embedKindOfContentType('image/png; charset=binary')).toBe('image');
    expect(embedKindOfContentType('image/gif')).toBe('gif');
    expect(embedKindOfContentType('text/html; charset=utf-8')).toBe('link');
    expect(embedKindOfContentType(null)).toBe('link');
  });
});
