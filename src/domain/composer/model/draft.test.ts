import { describe, expect, it } from 'vitest';
import { emptyComposerPost } from './composerPost';
import type { MediaFile } from './mediaFile';
import { DRAFT_VERSION, migrateDraft, migrateDrafts } from './draft';

const video: MediaFile = {
  id: 'v1',
  file: { name: 'clip.mp4', type: 'video/mp4', size: 1000 },
  mimeType: 'video/mp4',
  duration: 12,
  width: 640,
  height: 360,
};

const base = {
  draftId: '0f0c8c8e-2d6b-4d7e-9a43-6d1a7f0b9b11',
  type: 'compose',
  availableProfiles: [
    { profileId: '1', handle: 'alice', displayName: 'Alice', source: 'Farcaster' },
  ],
  cursor: 'p1',
  createdAt: 1_700_000_000_000,
};

describe('migrateDraft (composer.md §3.3)', () => {
  it('turns the single video of an old draft into a videos list', () => {
    const { videos: _videos, ...oldPost } = emptyComposerPost('p1', { chars: 'hi' });
    const result = migrateDraft({ ...base, posts: [{ ...oldPost, video }] });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.draft.version).toBe(DRAFT_VERSION);
    expect(result.draft.posts[0]?.videos).toEqual([video]);
    expect(result.draft.posts[0]).not.toHaveProperty('video');
  });

  it('gives an empty list for an old post without a video (null or absent)', () => {
    const { videos: _videos, ...oldPost } = emptyComposerPost('p1');
    for (const post of [{ ...oldPost, video: null }, oldPost]) {
      const result = migrateDraft({ ...base, posts: [post] });
      expect(result).toMatchObject({ ok: true, draft: { posts: [{ videos: [] }] } });
    }
  });

  it('reads a version 1 draft as it is, filling the defaults', () => {
    const post = emptyComposerPost('p1', { videos: [video], availableSources: ['Lens'] });
    const { restriction: _r, isAnonymous: _a, excludeReplyProfileIds: _e, ...minimal } = post;
    const result = migrateDraft({ ...base, version: 1, posts: [minimal], scheduleTime: null });
    expect(result).toEqual({
      ok: true,
      draft: { ...base, version: 1, posts: [post], scheduleTime: null },
    });
  });

  it('refuses what is not a draft, with a reason', () => {
    for (const bad of [
      null,
      'draft',
      { ...base, posts: [] },
      { ...base, draftId: 'x', posts: [emptyComposerPost('p')] },
    ]) {
      const result = migrateDraft(bad);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.error.length).toBeGreaterThan(0);
    }
    expect(migrateDraft({ ...base, version: 2, posts: [emptyComposerPost('p')] }).ok).toBe(false);
  });

  it('migrates a stored list, dropping what does not parse, newest first', () => {
    const older = { ...base, posts: [{ ...emptyComposerPost('a'), video }] };
    const newer = {
      ...base,
      version: 1,
      createdAt: base.createdAt + 1,
      posts: [emptyComposerPost('b')],
    };
    const drafts = migrateDrafts([older, 'junk', newer]);
    expect(drafts.map((d) => d.posts[0]?.id)).toEqual(['b', 'a']);
    expect(migrateDrafts({})).toEqual([]);
  });
});
