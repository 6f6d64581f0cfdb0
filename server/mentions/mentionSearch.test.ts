import { describe, expect, it } from 'vitest';
import { mergeIdentities, scoreOf, type MentionIdentity } from './mentionSearch';

const profile = (
  platform: MentionIdentity['platform'],
  handle: string,
  score: number,
  wallet?: string,
): MentionIdentity => ({
  platform,
  platform_id: `${platform}-${handle}`,
  handle,
  name: handle,
  related_profiles: [],
  hit: true,
  score,
  ...(wallet ? { wallet } : {}),
});

describe('scoreOf', () => {
  it('ranks an exact handle, then a prefix, then a substring, then the name', () => {
    expect(scoreOf('@ada', 'ada', 'Ada')).toBe(1);
    expect(scoreOf('ada', 'ada.test', 'Ada')).toBe(1);
    expect(scoreOf('ada', 'ada_onchain', 'Ada')).toBe(0.8);
    expect(scoreOf('chain', 'ada_onchain', 'Ada')).toBe(0.6);
    expect(scoreOf('lov', 'ada', 'Lovelace')).toBe(0.5);
    expect(scoreOf('lace', 'ada', 'Ada Lovelace')).toBe(0.4);
  });
});

describe('mergeIdentities', () => {
  it('keeps each profile once, best first (ties in answer order), at most max', () => {
    const merged = mergeIdentities(
      [
        [profile('Farcaster', 'ada-x', 0.8), profile('Farcaster', 'ada', 1)],
        [profile('Bsky', 'ada.test', 1), profile('Farcaster', 'ada', 1)],
      ],
      2,
    );
    expect(merged.map((p) => `${p.platform}:${p.handle}`)).toEqual([
      'Farcaster:ada',
      'Bsky:ada.test',
    ]);
  });

  it('links the profiles one wallet holds, and never answers the wallet', () => {
    const merged = mergeIdentities(
      [
        [profile('Farcaster', 'polly', 1, '0xabc')],
        [profile('Lens', 'polly', 1, '0xabc'), profile('Lens', 'other', 0.5, '0xdef')],
      ],
      10,
    );
    expect(merged[0]?.related_profiles).toEqual([
      { platform: 'Lens', platform_id: 'Lens-polly', handle: 'polly', name: 'polly' },
    ]);
    expect(merged[1]?.related_profiles.map((p) => p.platform)).toEqual(['Farcaster']);
    expect(merged[2]?.related_profiles).toEqual([]);
    expect(JSON.stringify(merged)).not.toContain('0xabc');
    // Merged again (identity first, then the rest), the links stay.
    expect(mergeIdentities([merged], 10)[0]?.related_profiles).toHaveLength(1);
  });
});
