import { describe, expect, it } from 'vitest';
import type { OutgoingPost } from '@/sources/source';
import { withGifStills } from './uploadGifStills';

describe('withGifStills', () => {
  const post: OutgoingPost = {
    text: 'hi',
    media: [
      { kind: 'gif', ref: 'https://media.tenor.com/a.gif', mimeType: 'image/gif' },
      { kind: 'image', ref: 'blob-1', mimeType: 'image/png' },
    ],
  };

  it('gives a provider GIF its uploaded still as the thumb, and nothing else', () => {
    expect(withGifStills(post, { 'https://media.tenor.com/a.gif': '{"ref":1}' })?.media).toEqual([
      {
        kind: 'gif',
        ref: 'https://media.tenor.com/a.gif',
        mimeType: 'image/gif',
        thumb: '{"ref":1}',
      },
      { kind: 'image', ref: 'blob-1', mimeType: 'image/png' },
    ]);
  });

  it('leaves the post as it is without stills', () => {
    expect(withGifStills(post, {})).toBe(post);
    expect(withGifStills(undefined, { a: 'b' })).toBeUndefined();
  });
});
