import { describe, expect, it } from 'vitest';
import { inSourceOrder, selectSourceAccount } from './sourceSelection';

describe('selecting a source account (composer.md §4.2)', () => {
  it('deselects a selected source when not anonymous', () => {
    expect(
      selectSourceAccount(
        { availableSources: ['Farcaster', 'Lens'], isAnonymous: false, restriction: 'Everyone' },
        'Lens',
      ),
    ).toEqual({ availableSources: ['Farcaster'], isAnonymous: false, restriction: 'Everyone' });
  });

  it('selects an unselected source, in the product’s order', () => {
    expect(
      selectSourceAccount(
        { availableSources: ['Bsky'], isAnonymous: false, restriction: 'Everyone' },
        'Farcaster',
      ),
    ).toEqual({
      availableSources: ['Farcaster', 'Bsky'],
      isAnonymous: false,
      restriction: 'Everyone',
    });
  });

  it('resets the restriction to Everyone when the source does not support it', () => {
    expect(
      selectSourceAccount(
        { availableSources: ['Bsky'], isAnonymous: false, restriction: 'Nobody' },
        'Twitter',
      ),
    ).toEqual({
      availableSources: ['Twitter', 'Bsky'],
      isAnonymous: false,
      restriction: 'Everyone',
    });
    expect(
      selectSourceAccount(
        { availableSources: ['Bsky'], isAnonymous: false, restriction: 'MentionedProfiles' },
        'Twitter',
      ).restriction,
    ).toBe('MentionedProfiles');
  });

  it('when anonymous: deselects the others, selects the source, turns anonymous off', () => {
    expect(
      selectSourceAccount(
        { availableSources: ['Farcaster'], isAnonymous: true, restriction: 'Everyone' },
        'Lens',
      ),
    ).toEqual({ availableSources: ['Lens'], isAnonymous: false, restriction: 'Everyone' });
    // The anonymous source itself: it stays, no longer anonymous.
    expect(
      selectSourceAccount(
        { availableSources: ['Farcaster'], isAnonymous: true, restriction: 'Everyone' },
        'Farcaster',
      ),
    ).toEqual({ availableSources: ['Farcaster'], isAnonymous: false, restriction: 'Everyone' });
  });

  it('orders sources', () => {
    expect(inSourceOrder(['Bsky', 'Lens', 'Bsky', 'Farcaster'])).toEqual([
      'Farcaster',
      'Lens',
      'Bsky',
    ]);
  });
});
