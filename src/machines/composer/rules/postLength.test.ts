import { describe, expect, it } from 'vitest';
import { emptyComposerPost } from '../model/composerPost';
import { lengthOn, postLengthStatus, sourcesOverLength } from './postLength';

describe('a post’s length (composer.md §5.2)', () => {
  it('shows the ring of the preferred source', () => {
    const post = emptyComposerPost('p', {
      chars: 'a'.repeat(250),
      availableSources: ['Lens', 'Twitter'],
    });
    expect(postLengthStatus(post, {})).toEqual({
      source: 'Twitter',
      used: 250,
      available: 280,
      ratio: 250 / 280,
      colour: 'amber',
      over: false,
    });
    expect(postLengthStatus(post, { Twitter: 'verified' })).toMatchObject({
      source: 'Lens',
      colour: 'green',
    });
    expect(postLengthStatus({ ...post, availableSources: [] }, {})).toBeUndefined();
  });

  it('finds every selected source the post is too long for', () => {
    // 110 CJK characters: X 220 of 280, Farcaster 330 bytes of 320, Bluesky 110 of 300.
    const post = emptyComposerPost('p', {
      chars: '你'.repeat(110),
      availableSources: ['Farcaster', 'Twitter', 'Bsky'],
    });
    expect(postLengthStatus(post, {})).toMatchObject({ source: 'Twitter', over: false });
    expect(sourcesOverLength(post, {})).toEqual(['Farcaster']);
    expect(sourcesOverLength(post, { Farcaster: 'pro' })).toEqual([]);
    expect(lengthOn(post, 'Farcaster', {})).toMatchObject({
      used: 330,
      available: 320,
      over: true,
      colour: 'red',
    });
  });
});
