import { describe, expect, it } from 'vitest';
import { mergeClaimStrategy, type ClaimStrategy } from './mergeClaimStrategy';

const bsky: ClaimStrategy = {
  rpid: '0xrp',
  publicKey: '0xkey',
  posts: [{ platform: 'Bsky', postId: 'at://a' }],
  platforms: [{ platformId: 'did:plc:a', platformName: 'Bsky' }],
  postOn: [{ platform: 'Bsky', postId: 'at://a', handle: 'a.test' }],
};
const farcaster: ClaimStrategy = {
  ...bsky,
  posts: [{ platform: 'Farcaster', postId: '0x1' }],
  platforms: [{ platformId: '7', platformName: 'Farcaster' }],
  postOn: [{ platform: 'Farcaster', postId: '0x1', handle: 'polly' }],
};

describe('mergeClaimStrategy', () => {
  it('takes the first update as it is, without duplicates', () => {
    expect(
      mergeClaimStrategy(undefined, { ...bsky, posts: [...bsky.posts, ...bsky.posts] }),
    ).toEqual(bsky);
  });

  it('adds each network’s post as it is published, in order', () => {
    const merged = mergeClaimStrategy(mergeClaimStrategy(undefined, bsky), farcaster);
    expect(merged.posts).toEqual([...bsky.posts, ...farcaster.posts]);
    expect(merged.platforms.map((p) => p.platformName)).toEqual(['Bsky', 'Farcaster']);
    expect(merged.postOn.map((p) => p.handle)).toEqual(['a.test', 'polly']);
  });

  it('changes nothing when the same update comes twice; a new handle replaces the old', () => {
    const once = mergeClaimStrategy(undefined, bsky);
    expect(mergeClaimStrategy(once, bsky)).toEqual(once);
    const renamed = mergeClaimStrategy(once, {
      ...bsky,
      postOn: [{ platform: 'Bsky', postId: 'at://a', handle: 'renamed.test' }],
    });
    expect(renamed.postOn).toEqual([
      { platform: 'Bsky', postId: 'at://a', handle: 'renamed.test' },
    ]);
  });
});
