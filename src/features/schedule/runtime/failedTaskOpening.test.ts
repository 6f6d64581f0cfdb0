import { describe, expect, it } from 'vitest';
import { emptyComposerPost } from '@/domain/composer/model/composerPost';
import type { Draft } from '@/domain/composer/model/draft';
import { failedTaskOpening } from './failedTaskOpening';

const profile = (source: 'Bsky' | 'Lens' | 'Farcaster') => ({
  profileId: `${source}-id`,
  handle: source.toLowerCase(),
  displayName: source,
  source,
});

const draft: Draft = {
  version: 1,
  draftId: '0b6e1b38-6c2f-4f3e-9d51-3a7a3bb0e0aa',
  type: 'compose',
  posts: [
    emptyComposerPost('p1', {
      chars: 'first',
      availableSources: ['Farcaster', 'Lens', 'Bsky'],
      postId: { Bsky: 'at://x' },
    }),
    emptyComposerPost('p2', { chars: 'second', availableSources: ['Farcaster', 'Lens', 'Bsky'] }),
  ],
  availableProfiles: [profile('Farcaster'), profile('Lens'), profile('Bsky')],
  cursor: 'p1',
  createdAt: 1,
  scheduleTime: 99_000,
  intentId: 'intent-1',
};

describe('a failed scheduled task reopened in the composer (composer.md §4.9)', () => {
  it('with only the server’s text when this device did not schedule it', () => {
    expect(
      failedTaskOpening({ text: 'Hello', failedPlatforms: ['Lens'] }, undefined, {
        draftId: 'd',
        now: 5,
      }),
    ).toEqual({ text: 'Hello', sources: ['Lens'], isFailedSchedulePost: true });
  });

  it('with this device’s own draft, restarted, to the failed platforms only', () => {
    const opening = failedTaskOpening(
      { text: 'first', failedPlatforms: ['Lens', 'Farcaster'] },
      draft,
      { draftId: '0b6e1b38-6c2f-4f3e-9d51-3a7a3bb0e0bb', now: 5 },
    );
    expect(opening.isFailedSchedulePost).toBe(true);
    expect(opening.sources).toEqual(['Lens', 'Farcaster']);
    expect(opening.draft).toMatchObject({
      draftId: '0b6e1b38-6c2f-4f3e-9d51-3a7a3bb0e0bb',
      createdAt: 5,
      scheduleTime: null,
    });
    expect(opening.draft?.intentId).toBeUndefined();
    expect(opening.draft?.availableProfiles.map((p) => p.source)).toEqual(['Farcaster', 'Lens']);
    expect(opening.draft?.posts.map((p) => p.availableSources)).toEqual([
      ['Farcaster', 'Lens'],
      ['Farcaster', 'Lens'],
    ]);
    expect(opening.draft?.posts.map((p) => p.chars)).toEqual(['first', 'second']);
    expect(opening.draft?.posts[0]?.postId).toEqual({});
  });
});
