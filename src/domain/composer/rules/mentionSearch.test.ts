import { describe, expect, it } from 'vitest';
import type { SearchIdentity } from '../model/mention';
import { mentionSchema } from '../model/mention';
import {
  MAX_MENTION_RESULTS,
  MENTION_SEARCH_SIZES,
  mentionFromResult,
  mergeMentionResults,
} from './mentionSearch';

const person = (
  platform: SearchIdentity['platform'],
  id: string,
  related: SearchIdentity['related_profiles'] = [],
): SearchIdentity => ({
  platform,
  platform_id: id,
  name: `n${id}`,
  handle: `h${id}`,
  related_profiles: related,
});
const many = (platform: SearchIdentity['platform'], n: number, prefix: string) =>
  Array.from({ length: n }, (_, i) => person(platform, `${prefix}${i}`));

describe('mention search results (composer.md §7.7, §9)', () => {
  it('asks for 50, 10 and 30 and shows at most 90', () => {
    expect(MENTION_SEARCH_SIZES).toEqual({ identity: 50, Bsky: 10, Twitter: 30 });
    expect(MAX_MENTION_RESULTS).toBe(90);
  });

  it('puts the identity results first, then Bluesky, then X, each cut to its size', () => {
    const merged = mergeMentionResults({
      identity: many('Farcaster', 60, 'f'),
      bsky: many('Bsky', 20, 'b'),
      twitter: many('Twitter', 40, 't'),
    });
    expect(merged).toHaveLength(90);
    expect(merged.filter((r) => r.platform === 'Farcaster')).toHaveLength(50);
    expect(merged.filter((r) => r.platform === 'Bsky')).toHaveLength(10);
    expect(merged.filter((r) => r.platform === 'Twitter')).toHaveLength(30);
    expect(merged[0]?.platform).toBe('Farcaster');
    expect(merged[50]?.platform).toBe('Bsky');
    expect(merged[60]?.platform).toBe('Twitter');
  });

  it('leaves out a profile already listed or related to an earlier result', () => {
    const alice = person('Farcaster', '1', [
      { platform: 'Bsky', platform_id: 'did:alice', handle: 'alice.bsky.social', name: 'Alice' },
    ]);
    const merged = mergeMentionResults({
      identity: [alice, alice],
      bsky: [person('Bsky', 'did:alice'), person('Bsky', 'did:bob')],
    });
    expect(merged.map((r) => r.platform_id)).toEqual(['1', 'did:bob']);
    expect(mergeMentionResults({})).toEqual([]);
  });

  it('makes a mention covering the result and its related profiles', () => {
    const alice = person('Farcaster', '1', [
      { platform: 'Bsky', platform_id: 'did:a', handle: 'alice.bsky.social', name: 'Alice' },
      { platform: 'Farcaster', platform_id: '99', handle: 'other', name: 'Other' },
    ]);
    const mention = mentionFromResult(alice);
    expect(mentionSchema.parse(mention)).toEqual(mention);
    expect(mention.text).toBe('@h1');
    expect(mention.profiles.map((p) => [p.platform, p.handle, p.hit])).toEqual([
      ['Farcaster', 'h1', true],
      ['Bsky', 'alice.bsky.social', false],
    ]);
  });
});
