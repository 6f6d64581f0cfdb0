import { describe, expect, it } from 'vitest';
import { postOn } from '@/domain/reading/readingFixtures';
import type { TimelineEntry } from '@/domain/reading/mergeTimelines';
import { newerPosts } from './newerPosts';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 1, 12, minute)).toISOString();
const entry = (...posts: ReturnType<typeof postOn>[]): TimelineEntry => ({
  key: `${posts[0]!.source}:${posts[0]!.id}`,
  posts,
});

describe('newerPosts', () => {
  const shown = [entry(postOn('Bsky', 'b2', at(20))), entry(postOn('Lens', 'l1', at(10)))];

  it('counts the rows newer than the top of the screen that are not on it', () => {
    const fresh = [
      entry(postOn('Twitter', 'x9', at(40))),
      entry(postOn('Bsky', 'b3', at(30))),
      ...shown,
    ];
    expect(newerPosts(fresh, shown)).toBe(2);
  });

  it('counts nothing when the networks have said nothing new, or nothing is shown yet', () => {
    expect(newerPosts(shown, shown)).toBe(0);
    expect(newerPosts([entry(postOn('Bsky', 'b9', at(50)))], [])).toBe(0);
  });

  it('does not count a new network copy of a row already shown as a new row', () => {
    const fresh = [entry(postOn('Farcaster', 'f1', at(25)), postOn('Bsky', 'b2', at(20)))];
    expect(newerPosts(fresh, shown)).toBe(0);
  });
});
