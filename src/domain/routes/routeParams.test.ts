import { describe, expect, it } from 'vitest';
import {
  defaultPostDetailTab,
  draftSearchSchema,
  exploreSourceSchema,
  photoIndexSchema,
  postDetailTabSchema,
  postSourceSlugSchema,
  profileCategorySchema,
  sparksSearchSchema,
  walletAddressSchema,
} from './routeParams';

describe('route params', () => {
  it('accepts source slugs in any case and nothing else', () => {
    expect(postSourceSlugSchema.parse('Farcaster')).toBe('farcaster');
    expect(postSourceSlugSchema.safeParse('myspace').success).toBe(false);
  });

  it('defaults the post detail tab to the first, or Likes', () => {
    expect(defaultPostDetailTab('farcaster')).toBe('Comments');
    expect(defaultPostDetailTab('article')).toBe('Likes');
    expect(postDetailTabSchema('bsky').parse('reposts')).toBe('Reposts');
    expect(postDetailTabSchema('bsky').safeParse('Recasts').success).toBe(false);
    expect(postDetailTabSchema('article').parse('likes')).toBe('Likes');
  });

  it('reads the drafts tab and Sparks eligibility, falling back when unknown', () => {
    expect(draftSearchSchema.parse({ tab: 'Scheduled' })).toEqual({ tab: 'Scheduled' });
    expect(draftSearchSchema.parse({ tab: 'scheduled' })).toEqual({ tab: 'Scheduled' });
    expect(draftSearchSchema.parse({})).toEqual({});
    expect(sparksSearchSchema.parse({ eligible: 'Fans' })).toEqual({ eligible: 'Fans' });
    expect(sparksSearchSchema.parse({ eligible: 'VIP' })).toEqual({ eligible: undefined });
  });

  it('checks explore sources per tab, profile categories per source', () => {
    expect(exploreSourceSchema('channels').safeParse('twitter').success).toBe(false);
    expect(exploreSourceSchema('posts').parse('twitter')).toBe('twitter');
    expect(profileCategorySchema('wallet').parse('nfts')).toBe('NFTs');
    expect(profileCategorySchema('farcaster').safeParse('Bets').success).toBe(false);
  });

  it('takes photo indexes and wallet addresses only when well formed', () => {
    expect(photoIndexSchema.parse('3')).toBe(3);
    expect(photoIndexSchema.safeParse('-1').success).toBe(false);
    expect(walletAddressSchema.safeParse('0x' + 'a'.repeat(40)).success).toBe(true);
    expect(walletAddressSchema.safeParse('vitalik.eth').success).toBe(true);
    expect(walletAddressSchema.safeParse('0x123').success).toBe(false);
  });
});
