import { describe, expect, it } from 'vitest';
import { menuItemOffered, networkOffers } from './actionSupport';

describe('what each network lets an app do', () => {
  it('offers every switch on a person or post on Bluesky and Lens', () => {
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

  it('offers bookmarks, mutes and channel blocks on Farcaster (the product server keeps them), but no block', () => {
    expect(
      ['bookmark', 'mute', 'blockChannel', 'report'].map((k) =>
        networkOffers('Farcaster', k as never),
      ),
    ).toEqual([true, true, true, true]);
    expect(networkOffers('Farcaster', 'block')).toBe(false);
    expect(networkOffers('Farcaster', 'like')).toBe(true);
  });

  it('offers no block on X, channel blocks on Farcaster only, and reports on Lens and Farcaster only', () => {
    expect(networkOffers('Twitter', 'block')).toBe(false);
    expect(networkOffers('Twitter', 'mute')).toBe(true);
    for (const source of ['Bsky', 'Lens', 'Twitter'] as const)
      expect(networkOffers(source, 'blockChannel')).toBe(false);
    expect(networkOffers('Lens', 'report')).toBe(true);
    expect(networkOffers('Bsky', 'report')).toBe(false);
    expect(networkOffers('Twitter', 'report')).toBe(false);
  });

  it('leaves out the menu items a network does not offer, in both directions', () => {
    expect(menuItemOffered('Farcaster', 'mute')).toBe(true);
    expect(menuItemOffered('Farcaster', 'unblockChannel')).toBe(true);
    expect(menuItemOffered('Farcaster', 'block')).toBe(false);
    expect(menuItemOffered('Farcaster', 'unblock')).toBe(false);
    expect(menuItemOffered('Farcaster', 'follow')).toBe(true);
    expect(menuItemOffered('Twitter', 'unblock')).toBe(false);
    expect(menuItemOffered('Bsky', 'report')).toBe(false);
    expect(menuItemOffered('Lens', 'reported')).toBe(true);
    // Items that go to no network are always offered.
    expect(menuItemOffered('Farcaster', 'copyLink')).toBe(true);
  });
});
