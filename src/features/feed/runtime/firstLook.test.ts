import { describe, expect, it } from 'vitest';
import type { PostSource } from '@/domain/networks';
import { postOn } from '@/domain/reading/readingFixtures';
import type { NetworkAnswer } from './allTimelinePages';
import { firstLook } from './firstLook';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 1, 12, minute)).toISOString();
const ALL: PostSource[] = ['Farcaster', 'Lens', 'Twitter', 'Bsky'];
const answer = (source: PostSource, ...minutes: number[]): NetworkAnswer => ({
  source,
  ok: true,
  page: {
    items: minutes.map((minute) => postOn(source, `${source}-${minute}`, at(minute))),
    cursor: 'more',
  },
});
const ids = (look: ReturnType<typeof firstLook>) =>
  look?.entries.map((entry) => entry.posts[0]!.id);

describe('firstLook', () => {
  it('waits while two or more networks have not answered', () => {
    expect(firstLook(ALL, [answer('Twitter', 30, 10)])).toBeUndefined();
    expect(firstLook(ALL, [answer('Twitter', 30), answer('Lens', 20)])).toBeUndefined();
  });

  it('shows the others merged by time when only one is still reading, no older than any of them has reached', () => {
    const look = firstLook(ALL, [
      answer('Twitter', 30, 10),
      answer('Lens', 25, 5),
      answer('Bsky', 20, 15),
    ]);
    // Bluesky has read down to minute 15: what is older waits for its next page, as in the timeline.
    expect(ids(look)).toEqual(['Twitter-30', 'Lens-25', 'Bsky-20']);
    expect(look?.next).toMatchObject({ source: 'Bsky' });
  });

  it('says nothing of a failure yet, and waits when no answer has posts to show', () => {
    const failed: NetworkAnswer = { source: 'Bsky', ok: false, message: 'down' };
    const empty: NetworkAnswer = { source: 'Lens', ok: true, page: { items: [] } };
    const look = firstLook(ALL, [answer('Twitter', 30, 10), empty, failed]);
    expect(ids(look)).toEqual(['Twitter-30']);
    expect(look?.failures).toEqual([]);
    expect(firstLook(ALL, [empty, failed, { ...empty, source: 'Twitter' }])).toBeUndefined();
  });

  it('has no look for one network: its page is the timeline', () => {
    expect(firstLook(['Bsky'], [answer('Bsky', 30)])).toBeUndefined();
  });
});
