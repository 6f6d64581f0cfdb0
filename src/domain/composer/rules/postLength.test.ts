import { describe, expect, it } from 'vitest';
import { emptyComposerPost } from '../model/composerPost';
import {
  lengthCounterStatus,
  lengthOn,
  lengthsOver,
  postLengthStatus,
  sourcesOverLength,
} from './postLength';

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

  it('lists the sources the post is too long for, in the ring’s order of preference', () => {
    const post = emptyComposerPost('p', {
      chars: 'a'.repeat(330),
      availableSources: ['Farcaster', 'Lens', 'Twitter', 'Bsky'],
    });
    expect(lengthsOver(post, {}).map((s) => [s.source, s.used, s.available])).toEqual([
      ['Twitter', 330, 280],
      ['Bsky', 330, 300],
      ['Farcaster', 330, 320],
    ]);
    expect(lengthsOver(post, { Twitter: 'verified' }).map((s) => s.source)).toEqual([
      'Bsky',
      'Farcaster',
    ]);
  });
});

describe('the length counter (composer.md §5.2; issue 18)', () => {
  it('shows the preferred source, unnamed, while the post fits everywhere', () => {
    const post = emptyComposerPost('p', {
      chars: 'hello',
      availableSources: ['Farcaster', 'Twitter', 'Bsky'],
    });
    expect(lengthCounterStatus(post, {})).toMatchObject({
      source: 'Twitter',
      used: 5,
      available: 280,
      over: false,
      named: false,
    });
    expect(lengthCounterStatus({ ...post, availableSources: [] }, {})).toBeUndefined();
  });

  it('shows, named, the source the post is too long for, though another is preferred', () => {
    // 140 × 👍: 280 of X's 280, 140 of Bluesky's 300 graphemes, 560 of Farcaster's 320 bytes.
    const post = emptyComposerPost('p', {
      chars: '👍'.repeat(140),
      availableSources: ['Farcaster', 'Lens', 'Twitter', 'Bsky'],
    });
    expect(postLengthStatus(post, {})).toMatchObject({ source: 'Twitter', used: 280, over: false });
    expect(lengthCounterStatus(post, {})).toMatchObject({
      source: 'Farcaster',
      used: 560,
      available: 320,
      colour: 'red',
      over: true,
      named: true,
    });
    expect(lengthCounterStatus(post, { Farcaster: 'pro' })).toMatchObject({
      source: 'Twitter',
      named: false,
    });
  });
});
