import { describe, expect, it } from 'vitest';
import type { RankedIdentity } from './mentionPeople';
import { handleStem, suggestionsByPerson } from './mentionPeople';
import { mergeMentionResults } from './mentionSearch';

const result = (
  platform: RankedIdentity['platform'],
  handle: string,
  name: string,
  score = 0.5,
  related: RankedIdentity['related_profiles'] = [],
): RankedIdentity => ({
  platform,
  platform_id: `${platform}:${handle}`,
  handle,
  name,
  score,
  related_profiles: related,
});

describe('one mention suggestion per person (composer.md §2.4, §3.5, §7.7)', () => {
  it('reads a handle without its network’s decoration', () => {
    expect(handleStem('Bsky', 'satoshi-fan.test')).toBe('satoshi_fan');
    expect(handleStem('Bsky', 'ada.bsky.social')).toBe('ada');
    expect(handleStem('Farcaster', 'satoshi-fan')).toBe('satoshi_fan');
    expect(handleStem('Farcaster', 'vitalik.eth')).toBe('vitalik');
    expect(handleStem('Lens', 'lens/Stani')).toBe('stani');
    expect(handleStem('Twitter', '@Satoshi_Fan')).toBe('satoshi_fan');
  });

  it('joins profiles with the same name and handle stem, one per network', () => {
    const lens = { platform: 'Lens' as const, platform_id: 'L', handle: 'ada', name: 'Ada' };
    const merged = mergeMentionResults({
      identity: [result('Farcaster', 'ada', 'Ada', 1, [lens])],
      bsky: [result('Bsky', 'ada.test', 'Ada', 1)],
      twitter: [result('Twitter', 'ada_onchain', 'Ada', 0.8), result('Twitter', 'ada', 'Ada B', 1)],
    });
    const people = suggestionsByPerson(merged);
    expect(people.map((p) => `${p.platform}:${p.handle}`)).toEqual([
      'Farcaster:ada',
      'Twitter:ada',
      'Twitter:ada_onchain',
    ]);
    expect(people[0]?.related_profiles?.map((p) => `${p.platform}:${p.handle}`)).toEqual([
      'Lens:ada',
      'Bsky:ada.test',
    ]);
  });

  it('keeps apart two profiles on one network, and profiles without a name', () => {
    const people = suggestionsByPerson([
      result('Farcaster', 'ada', 'Ada'),
      result('Bsky', 'ada.test', 'Ada'),
      result('Bsky', 'ada.other', 'Ada'),
      result('Twitter', 'bob', ''),
      result('Bsky', 'bob.test', ''),
    ]);
    expect(people).toHaveLength(4);
    expect(people[0]?.related_profiles).toHaveLength(1);
  });

  it('puts the best matches first, ties in search order', () => {
    const people = suggestionsByPerson([
      result('Farcaster', 'adam', 'Adam', 0.8),
      result('Farcaster', 'ada', 'Ada', 0.8),
      result('Bsky', 'ada.test', 'Ada', 1),
    ]);
    expect(people.map((p) => p.handle)).toEqual(['ada', 'adam']);
    expect(people[0]?.score).toBe(1);
  });
});
