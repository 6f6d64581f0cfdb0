import { describe, expect, it } from 'vitest';
import { HIDDEN_AUTHOR_TEXT, hiddenAuthorReason, isProfilePath } from './hiddenAuthor';
import type { Profile } from './post';

const by = (viewer?: Profile['viewer']) => ({
  author: {
    source: 'Bsky' as const,
    id: 'did:plc:x',
    handle: 'x.test',
    displayName: 'X',
    ...(viewer ? { viewer } : {}),
  },
});

describe('hiddenAuthorReason', () => {
  it('hides a muted or blocked author, a block before a mute', () => {
    expect(hiddenAuthorReason(by({ muted: true }))).toBe('muted');
    expect(hiddenAuthorReason(by({ blocking: true }))).toBe('blocked');
    expect(hiddenAuthorReason(by({ muted: true, blocking: true }))).toBe('blocked');
  });

  it('shows everyone else, and anyone when the network said nothing', () => {
    expect(hiddenAuthorReason(by({ following: true, muted: false, blocking: false }))).toBe(
      undefined,
    );
    expect(hiddenAuthorReason(by())).toBe(undefined);
  });

  it('hides a cast in a muted channel, except on channel and profile pages', () => {
    expect(hiddenAuthorReason(by(), { channelMuted: true })).toBe('channel');
    expect(hiddenAuthorReason(by(), { channelMuted: true, onChannelPage: true })).toBe(undefined);
    expect(hiddenAuthorReason(by(), { channelMuted: true, onProfilePage: true })).toBe(undefined);
    expect(hiddenAuthorReason(by({ blocking: true }), { channelMuted: true })).toBe('blocked');
    expect(HIDDEN_AUTHOR_TEXT.channel).toBe('Post in a channel you muted.');
  });

  it('hides an author the reader muted where the post does not say so (Farcaster), on channel pages too', () => {
    expect(hiddenAuthorReason(by(), { authorMuted: true })).toBe('muted');
    expect(hiddenAuthorReason(by(), { authorMuted: true, onChannelPage: true })).toBe('muted');
    expect(hiddenAuthorReason(by(), { authorMuted: true, onProfilePage: true })).toBe(undefined);
    expect(hiddenAuthorReason(by({ blocking: true }), { authorMuted: true })).toBe('blocked');
  });

  it('shows muted and blocked authors on profile pages', () => {
    expect(hiddenAuthorReason(by({ muted: true }), { onProfilePage: true })).toBe(undefined);
    expect(hiddenAuthorReason(by({ blocking: true }), { onProfilePage: true })).toBe(undefined);
  });

  it('says why in the placeholder', () => {
    expect(HIDDEN_AUTHOR_TEXT.muted).toBe('Post from an account you muted.');
    expect(HIDDEN_AUTHOR_TEXT.blocked).toBe('Post from an account you blocked.');
  });
});

describe('isProfilePath', () => {
  it('knows a profile route', () => {
    expect(isProfilePath('/profile')).toBe(true);
    expect(isProfilePath('/profile/bluesky')).toBe(true);
    expect(isProfilePath('/profile/lens/0xabc')).toBe(true);
    expect(isProfilePath('/profile/0xabc')).toBe(true);
  });
  it('and what is not one', () => {
    expect(isProfilePath('/')).toBe(false);
    expect(isProfilePath('/post/bluesky/at%3A%2F%2Fx')).toBe(false);
    expect(isProfilePath('/profiles')).toBe(false);
    expect(isProfilePath('/explore/posts')).toBe(false);
  });
});
