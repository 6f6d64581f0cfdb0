import { describe, expect, it } from 'vitest';
import { notificationSentence, productNotificationSentence } from './notificationSentence';

describe('what a notification row says', () => {
  it('uses each network’s word for a repost and for a post', () => {
    expect(notificationSentence('repost', 'Farcaster')).toBe('recast your cast');
    expect(notificationSentence('repost', 'Lens')).toBe('mirrored your post');
    expect(notificationSentence('repost', 'Bsky')).toBe('reposted your post');
    expect(notificationSentence('like', 'Farcaster')).toBe('liked your cast');
    expect(notificationSentence('reply', 'Bsky')).toBe('replied to your post');
    expect(notificationSentence('follow', 'Lens')).toBe('followed you');
    expect(notificationSentence('mention', 'Bsky')).toBe('mentioned you');
  });

  it('names where a scheduled post went out and where and why it did not', () => {
    const base = { id: 'i', at: '2026-11-26T10:00:00Z', scheduleId: 's', text: 'hi' };
    expect(
      productNotificationSentence({
        ...base,
        reason: 'schedule-published',
        outcomes: [
          { source: 'Bsky', published: true },
          { source: 'Farcaster', published: true },
        ],
      }),
    ).toBe('Your scheduled post was published on Bluesky, Farcaster.');
    expect(
      productNotificationSentence({
        ...base,
        reason: 'schedule-failed',
        outcomes: [
          { source: 'Bsky', published: false, reason: 'refused' },
          { source: 'Lens', published: true },
        ],
      }),
    ).toBe(
      'Your scheduled post could not be published on Bluesky (refused). It was published on Lens.',
    );
  });
});
