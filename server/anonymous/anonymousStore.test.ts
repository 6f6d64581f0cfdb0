import { describe, expect, it } from 'vitest';
import { createProductAccountStore } from '../account/productAccountStore';
import { openServerDatabase } from '../storage/openServerDatabase';
import { createAnonymousStore, type AnonymousRequest } from './anonymousStore';

const request: AnonymousRequest = {
  text: 'hello',
  embeds: [],
  quote: null,
  parent: null,
  channel: null,
  postToTwitter: false,
  postToFarcaster: true,
};
const bsky = {
  source: 'Bsky',
  profileId: 'did:plc:p',
  handle: 'p.test',
  displayName: 'P',
} as const;

describe('anonymous posts are counted per person', () => {
  it('counts every account that links one of the same proven profiles, and no one else', () => {
    const db = openServerDatabase();
    let clock = 1_000;
    const accounts = createProductAccountStore(db, () => clock);
    const store = createAnonymousStore(db, () => clock);
    const first = accounts.create([bsky]).accountId;
    // The same person's second account (it links the same profile), and a stranger.
    const second = accounts.create([
      { ...bsky, source: 'Farcaster', profileId: '5', handle: 'p' },
    ]).accountId;
    accounts.link(second, bsky);
    const stranger = accounts.create([{ ...bsky, profileId: 'did:plc:s' }]).accountId;

    store.create(first, request);
    clock += 10;
    store.create(first, request);
    expect(store.countSince(second, 0)).toBe(2);
    expect(store.lastPostAt(second)).toBe(1_010);
    expect(store.countSince(stranger, 0)).toBe(0);
    expect(store.lastPostAt(stranger)).toBeUndefined();
    expect(store.countSince(first, 1_005)).toBe(1);
  });
});
