import { describe, expect, it } from 'vitest';
import { CAPABILITIES, sourcesAllowing } from './capabilities';

describe('capabilities', () => {
  it('follows the reply-restriction table of composer.md §5.3', () => {
    expect(sourcesAllowing('Everyone')).toEqual(['Farcaster', 'Lens', 'Twitter', 'Bsky']);
    expect(sourcesAllowing('Nobody')).toEqual(['Bsky']);
    expect(sourcesAllowing('OnlyPeopleYouFollow')).toEqual(['Twitter', 'Bsky']);
    expect(sourcesAllowing('YouFollower')).toEqual(['Lens', 'Bsky']);
    expect(sourcesAllowing('MentionedProfiles')).toEqual(['Twitter', 'Bsky']);
  });

  it('has anonymous accounts on Farcaster and X only, channels on Farcaster and Lens (composer.md §3.7, §9)', () => {
    const anonymous = Object.entries(CAPABILITIES)
      .filter(([, c]) => c.anonymous)
      .map(([s]) => s);
    expect(anonymous).toEqual(['Farcaster', 'Twitter']);
    const channels = Object.entries(CAPABILITIES)
      .filter(([, c]) => c.channels)
      .map(([s]) => s);
    expect(channels).toEqual(['Farcaster', 'Lens']);
  });

  it('matches what the networks themselves enforce', () => {
    // Farcaster hubs: 320 bytes per cast, 10,000 for the 10k cast type; Bluesky: 300 graphemes, 1 MB images.
    expect(CAPABILITIES.Farcaster.length).toMatchObject({
      unit: 'bytes',
      normal: 320,
      pro: 10_000,
    });
    expect(CAPABILITIES.Bsky.length.normal).toBe(300);
    expect(CAPABILITIES.Bsky.images.maxBytes).toBe(1_000_000);
    expect(CAPABILITIES.Twitter.video).toMatchObject({ maxSeconds: 140 });
    expect(CAPABILITIES.Bsky.polls.supported).toBe(false);
  });
});
