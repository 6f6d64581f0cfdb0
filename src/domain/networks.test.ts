import { describe, expect, it } from 'vitest';
import { aNetwork, SOURCE_LABELS } from './networks';

describe('a network named in a sentence', () => {
  it('takes the article its name is said with', () => {
    expect(aNetwork(SOURCE_LABELS.Twitter)).toBe('an X');
    expect(aNetwork(SOURCE_LABELS.Lens)).toBe('a Lens');
    expect(aNetwork(SOURCE_LABELS.Bsky)).toBe('a Bluesky');
    expect(aNetwork(SOURCE_LABELS.Farcaster)).toBe('a Farcaster');
  });
});
