import { describe, expect, it } from 'vitest';
import { emptyComposerPost } from '@/domain/composer/model/composerPost';
import type { Draft } from '@/domain/composer/model/draft';
import type { Profile } from '@/domain/composer/model/profile';
import { draftApplication, restartDraft } from './applyDraft';

const polly: Profile = { profileId: 'did:plc:p', handle: 'p', displayName: 'P', source: 'Bsky' };
const lens: Profile = { profileId: '0xabc', handle: 'p', displayName: 'P', source: 'Lens' };

const draft = (overrides: Partial<Draft> = {}): Draft => ({
  version: 1,
  draftId: '0b6c6f1e-6b1e-4d53-9c1e-1f6a4b0c9d21',
  type: 'compose',
  posts: [emptyComposerPost('p0', { chars: 'hi', availableSources: ['Bsky'] })],
  availableProfiles: [polly],
  cursor: 'p0',
  createdAt: 0,
  ...overrides,
});

const parent = (isHidden: boolean) => ({
  Bsky: { postId: 'at://parent', source: 'Bsky' as const, isHidden },
});

describe('draftApplication (composer.md §4.8)', () => {
  it('applies a draft written as profiles this device has', () => {
    expect(draftApplication(draft(), [polly])).toEqual({ kind: 'apply' });
  });

  it('refuses a draft whose profiles are not logged in here, naming the networks', () => {
    expect(draftApplication(draft({ availableProfiles: [polly, lens] }), [polly])).toEqual({
      kind: 'blocked',
      message: 'Log in to Lens as the profile this draft was written with.',
    });
  });

  it("refuses a reply or quote that answers no post: 'Parent post is missing.'", () => {
    for (const type of ['reply', 'quote'] as const) {
      expect(draftApplication(draft({ type }), [polly])).toEqual({
        kind: 'blocked',
        message: 'Parent post is missing.',
      });
    }
    const reply = draft({
      type: 'reply',
      posts: [emptyComposerPost('p0', { chars: 'hi', parentPost: parent(false) })],
    });
    expect(draftApplication(reply, [polly])).toEqual({ kind: 'apply' });
  });

  it('refuses a reply or quote whose parent is hidden', () => {
    const reply = draft({
      type: 'reply',
      posts: [emptyComposerPost('p0', { chars: 'hi', parentPost: parent(true) })],
    });
    expect(draftApplication(reply, [polly])).toEqual({
      kind: 'blocked',
      message: 'The post this draft replies to is hidden.',
    });
    expect(
      draftApplication(
        { ...reply, posts: [emptyComposerPost('p0', { parentPost: parent(false) })] },
        [polly],
      ),
    ).toEqual({ kind: 'apply' });
  });

  it('asks to continue or restart a thread that failed after some posts went out', () => {
    const failed = draft({
      intentId: 'intent-1',
      posts: [
        emptyComposerPost('p0', { postId: { Bsky: 'at://1' } }),
        emptyComposerPost('p1', { postError: { Bsky: 'Rate limited' } }),
      ],
    });
    expect(draftApplication(failed, [polly])).toEqual({ kind: 'askContinueOrRestart' });
    const restarted = restartDraft(failed);
    expect(restarted.intentId).toBeUndefined();
    expect(restarted.posts.map((p) => [p.postId, p.postError])).toEqual([
      [{}, {}],
      [{}, {}],
    ]);
    expect(draftApplication(restarted, [polly])).toEqual({ kind: 'apply' });
  });
});
