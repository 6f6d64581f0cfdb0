import { describe, expect, it } from 'vitest';
import { toggleAnonymousSource } from './anonymousToggle';

describe('anonymous toggle (composer.md §4.3)', () => {
  it('turning on: the other sources off, restriction Everyone, the source on', () => {
    expect(
      toggleAnonymousSource(
        {
          availableSources: ['Lens', 'Twitter', 'Bsky'],
          isAnonymous: false,
          restriction: 'MentionedProfiles',
        },
        'Twitter',
        true,
      ),
    ).toEqual({ availableSources: ['Twitter'], isAnonymous: true, restriction: 'Everyone' });
  });

  it('a second anonymous source joins the first', () => {
    expect(
      toggleAnonymousSource(
        { availableSources: ['Twitter'], isAnonymous: true, restriction: 'Everyone' },
        'Farcaster',
        true,
      ),
    ).toEqual({
      availableSources: ['Farcaster', 'Twitter'],
      isAnonymous: true,
      restriction: 'Everyone',
    });
  });

  it('turning the last anonymous source off turns anonymous mode off', () => {
    const both = {
      availableSources: ['Farcaster', 'Twitter'] as ('Farcaster' | 'Twitter')[],
      isAnonymous: true,
      restriction: 'Everyone' as const,
    };
    const one = toggleAnonymousSource(both, 'Farcaster', false);
    expect(one).toEqual({
      availableSources: ['Twitter'],
      isAnonymous: true,
      restriction: 'Everyone',
    });
    expect(toggleAnonymousSource(one, 'Twitter', false)).toEqual({
      availableSources: [],
      isAnonymous: false,
      restriction: 'Everyone',
    });
  });

  it('ignores sources without anonymous accounts, and off when not anonymous', () => {
    const selection = {
      availableSources: ['Lens' as const],
      isAnonymous: false,
      restriction: 'Everyone' as const,
    };
    expect(toggleAnonymousSource(selection, 'Lens', true)).toBe(selection);
    expect(toggleAnonymousSource(selection, 'Farcaster', false)).toBe(selection);
  });
});
