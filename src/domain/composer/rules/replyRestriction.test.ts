import { describe, expect, it } from 'vitest';
import {
  availableRestrictions,
  REPLY_RESTRICTION_SOURCES,
  restrictionFor,
  restrictionSupported,
} from './replyRestriction';

describe('reply restrictions (composer.md §4.10, §5.3)', () => {
  it('follows the table', () => {
    expect(REPLY_RESTRICTION_SOURCES).toEqual({
      Everyone: ['Farcaster', 'Lens', 'Twitter', 'Bsky'],
      Nobody: ['Bsky'],
      OnlyPeopleYouFollow: ['Twitter', 'Bsky'],
      YouFollower: ['Lens', 'Bsky'],
      MentionedProfiles: ['Twitter', 'Bsky'],
    });
  });

  it('offers what every selected source supports', () => {
    expect(availableRestrictions(['Bsky'])).toEqual([
      'Everyone',
      'OnlyPeopleYouFollow',
      'YouFollower',
      'MentionedProfiles',
      'Nobody',
    ]);
    expect(availableRestrictions(['Twitter', 'Bsky'])).toEqual([
      'Everyone',
      'OnlyPeopleYouFollow',
      'MentionedProfiles',
    ]);
    expect(availableRestrictions(['Lens', 'Twitter'])).toEqual(['Everyone']);
    expect(availableRestrictions([])).toEqual(['Everyone']);
  });

  it('resets to Everyone when a source does not support the restriction', () => {
    expect(restrictionSupported('YouFollower', ['Lens'])).toBe(true);
    expect(restrictionFor('YouFollower', ['Lens', 'Bsky'])).toBe('YouFollower');
    expect(restrictionFor('YouFollower', ['Lens', 'Farcaster'])).toBe('Everyone');
    expect(restrictionFor('Nobody', [])).toBe('Everyone');
  });
});
