import { describe, expect, it } from 'vitest';
import { composerPostSchema, emptyComposerPost, isPostLocked, isPublishedOn } from './composerPost';
import { composeStateSchema, initialComposeState } from './composeState';

describe('composer post (composer.md §3.1)', () => {
  it('an empty post parses, with restriction Everyone by default', () => {
    const post = emptyComposerPost('p1');
    expect(composerPostSchema.parse(post)).toEqual(post);
    const { restriction: _r, ...withoutRestriction } = post;
    expect(composerPostSchema.parse(withoutRestriction).restriction).toBe('Everyone');
  });

  it('refuses an unknown source or restriction', () => {
    expect(
      composerPostSchema.safeParse(
        emptyComposerPost('p', { availableSources: ['Mastodon' as 'Lens'] }),
      ).success,
    ).toBe(false);
    expect(
      composerPostSchema.safeParse({ ...emptyComposerPost('p'), restriction: 'Friends' }).success,
    ).toBe(false);
  });

  it('requires a red packet id in rpPayload', () => {
    const post = emptyComposerPost('p');
    expect(
      composerPostSchema.safeParse({
        ...post,
        rpPayload: { publicKey: 'k', metadata: { rpid: 'r1', extra: 1 } },
      }).success,
    ).toBe(true);
    expect(
      composerPostSchema.safeParse({ ...post, rpPayload: { publicKey: 'k', metadata: {} } })
        .success,
    ).toBe(false);
  });

  it('is locked once published on every one of its sources (composer.md §2.3)', () => {
    const post = emptyComposerPost('p', {
      availableSources: ['Farcaster', 'Lens'],
      postId: { Farcaster: '0x1' },
    });
    expect(isPublishedOn(post, 'Farcaster')).toBe(true);
    expect(isPublishedOn(post, 'Lens')).toBe(false);
    expect(isPostLocked(post)).toBe(false);
    expect(isPostLocked({ ...post, postId: { Farcaster: '0x1', Lens: '0x2' } })).toBe(true);
    expect(isPostLocked(emptyComposerPost('q'))).toBe(false);
  });
});

describe('compose state (composer.md §3.2)', () => {
  it('starts with one empty post under the cursor', () => {
    const state = initialComposeState('p1', { type: 'reply', sealedSource: 'Lens' });
    expect(state).toMatchObject({
      type: 'reply',
      cursor: 'p1',
      sealedSource: 'Lens',
      scheduleTime: null,
    });
    expect(state.posts).toHaveLength(1);
    expect(composeStateSchema.parse(state)).toEqual(state);
    expect(composeStateSchema.safeParse({ ...state, posts: [] }).success).toBe(false);
  });
});
