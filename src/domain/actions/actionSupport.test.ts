import { describe, expect, it } from 'vitest';
import { menuItemOffered, networkOffers } from './actionSupport';

describe('what each network lets an app do', () => {
  it('offers every switch on Bluesky and Lens', () => {
    for (const kind of [
      'like',
      'repost',
      'bookmark',
      'follow',
      'mute',
      'block',
      'delete',
    ] as const) {
      expect(networkOffers('Bsky', kind)).toBe(true);
      expect(networkOffers('Lens', kind)).toBe(true);
    }
  });

  it('offers no bookmark, mute or block on Farcaster, and no block on X', () => {
    expect(
      ['bookmark', 'mute', 'block'].map((k) => networkOffers('Farcaster', k as never)),
    ).toEqual([false, false, false]);
    expect(networkOffers('Farcaster', 'like')).toBe(true);
    expect(networkOffers('Twitter', 'block')).toBe(false);
    expect(networkOffers('Twitter', 'mute')).toBe(true);
  });

  it('leaves out the menu items a network does not offer, in both directions', () => {
    expect(menuItemOffered('Farcaster', 'mute')).toBe(false);
    expect(menuItemOffered('Farcaster', 'unblock')).toBe(false);
    expect(menuItemOffered('Farcaster', 'follow')).toBe(true);
    expect(menuItemOffered('Twitter', 'unblock')).toBe(false);
    // Items that go to no network are always offered.
    expect(menuItemOffered('Farcaster', 'copyLink')).toBe(true);
  });
});
