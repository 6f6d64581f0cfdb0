import { describe, expect, it } from 'vitest';
import { emptyComposerPost } from '@/domain/composer/model/composerPost';
import type { Draft } from '@/domain/composer/model/draft';
import { draftStatusLabel, draftSummary, formatDraftTime } from './draftSummary';

const draft = (overrides: Partial<Draft> = {}): Draft => ({
  version: 1,
  draftId: '0b6c6f1e-6b1e-4d53-9c1e-1f6a4b0c9d21',
  type: 'compose',
  posts: [emptyComposerPost('p0', { chars: 'Hello there', availableSources: ['Bsky', 'Lens'] })],
  availableProfiles: [],
  cursor: 'p0',
  createdAt: new Date(2026, 10, 23, 14, 5).getTime(),
  ...overrides,
});

describe('formatDraftTime (composer.md §2.6)', () => {
  it('writes ddd, MMM DD, YYYY at h:mm A', () => {
    expect(formatDraftTime(new Date(2026, 10, 23, 14, 5).getTime())).toBe(
      'Mon, Nov 23, 2026 at 2:05 PM',
    );
    expect(formatDraftTime(new Date(2027, 0, 3, 0, 30).getTime())).toBe(
      'Sun, Jan 03, 2027 at 12:30 AM',
    );
    expect(formatDraftTime(new Date(2027, 0, 3, 12, 0).getTime())).toBe(
      'Sun, Jan 03, 2027 at 12:00 PM',
    );
  });
});

describe('draftStatusLabel', () => {
  it('tells a single post from a thread, a quote and a reply to someone', () => {
    expect(draftStatusLabel(draft())).toBe('Single post');
    expect(
      draftStatusLabel(draft({ posts: [emptyComposerPost('a'), emptyComposerPost('b')] })),
    ).toBe('Thread · 2 posts');
    expect(draftStatusLabel(draft({ type: 'quote' }))).toBe('Quote');
    expect(
      draftStatusLabel(
        draft({
          type: 'quote',
          posts: ['a', 'b', 'c'].map((id) => emptyComposerPost(id)),
        }),
      ),
    ).toBe('Quote · 3 posts');
    const reply = emptyComposerPost('r', {
      parentPost: {
        Bsky: {
          postId: 'at://x',
          source: 'Bsky',
          author: {
            profileId: 'did:plc:a',
            handle: 'alice.test',
            displayName: 'A',
            source: 'Bsky',
          },
        },
      },
    });
    expect(draftStatusLabel(draft({ type: 'reply', posts: [reply] }))).toBe('Reply to @alice.test');
  });

  it('says when sending it failed', () => {
    const failed = emptyComposerPost('p0', { postError: { Lens: 'Rate limited' } });
    expect(draftStatusLabel(draft({ posts: [failed, emptyComposerPost('p1')] }))).toBe(
      'Thread · 2 posts · Failed',
    );
  });
});

describe('draftSummary', () => {
  it('gives the text, the media markers, the networks and the time', () => {
    const withMedia = emptyComposerPost('p1', {
      poll: null,
      videos: [],
      images: [],
      availableSources: ['Farcaster'],
    });
    const summary = draftSummary(draft({ posts: [...draft().posts, withMedia] }));
    expect(summary).toEqual({
      label: 'Thread · 2 posts',
      text: 'Hello there',
      markers: [],
      sources: ['Bsky', 'Lens', 'Farcaster'],
      time: 'Mon, Nov 23, 2026 at 2:05 PM',
    });
  });
});
