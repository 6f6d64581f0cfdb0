import { describe, expect, it } from 'vitest';
import { POST_SOURCES, type PostSource } from '../networks';
import { seededRandom } from '../../../sandbox/faults/seededRandom';
import { mergeTimelines, type NetworkTimeline } from './mergeTimelines';
import type { Page, Post } from './post';
import { postOn, profileOn } from './readingFixtures';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 1, 12, minute)).toISOString();
const ids = (timeline: ReturnType<typeof mergeTimelines>) =>
  timeline.entries.map((e) => e.posts.map((p) => `${p.source}:${p.id}`).join('+'));

describe('mergeTimelines', () => {
  it('shows every network newest first once each has said its last page', () => {
    const merged = mergeTimelines([
      {
        source: 'Bsky',
        pages: [{ items: [postOn('Bsky', 'b2', at(30)), postOn('Bsky', 'b1', at(10))] }],
      },
      { source: 'Twitter', pages: [{ items: [postOn('Twitter', 'x1', at(20))] }] },
    ]);
    expect(ids(merged)).toEqual(['Bsky:b2', 'Twitter:x1', 'Bsky:b1']);
    expect(merged.next).toBeUndefined();
  });

  it('holds back what is older than a network that has more to say, and asks that network next', () => {
    const merged = mergeTimelines([
      {
        source: 'Bsky',
        pages: [
          { items: [postOn('Bsky', 'b2', at(50)), postOn('Bsky', 'b1', at(40))], cursor: 'b-next' },
        ],
      },
      {
        source: 'Lens',
        pages: [{ items: [postOn('Lens', 'l2', at(45)), postOn('Lens', 'l1', at(5))] }],
      },
    ]);
    // Bluesky may still have posts at minute 40 and before: Lens's l1 (and b1) wait for them.
    expect(ids(merged)).toEqual(['Bsky:b2', 'Lens:l2']);
    expect(merged.next).toEqual({ source: 'Bsky', cursor: 'b-next' });
  });

  it('shows nothing while a network has not answered its first page', () => {
    const merged = mergeTimelines([
      { source: 'Bsky', pages: [{ items: [postOn('Bsky', 'b1', at(1))] }] },
      { source: 'Farcaster', pages: [] },
    ]);
    expect(merged.entries).toEqual([]);
    expect(merged.next).toBeUndefined();
  });

  it('a network that failed no longer holds the others back', () => {
    const merged = mergeTimelines([
      { source: 'Bsky', pages: [{ items: [postOn('Bsky', 'b1', at(1))] }] },
      { source: 'Farcaster', pages: [], failed: true },
      {
        source: 'Lens',
        pages: [{ items: [postOn('Lens', 'l1', at(3))], cursor: 'more' }],
        failed: true,
      },
    ]);
    expect(ids(merged)).toEqual(['Lens:l1', 'Bsky:b1']);
    expect(merged.next).toBeUndefined();
  });

  it('a post that a moved page boundary sent twice shows once', () => {
    const twice = postOn('Twitter', 'x5', at(5));
    const merged = mergeTimelines([
      {
        source: 'Twitter',
        pages: [
          { items: [postOn('Twitter', 'x6', at(6)), twice], cursor: 'c' },
          { items: [twice, postOn('Twitter', 'x4', at(4))] },
        ],
      },
    ]);
    expect(ids(merged)).toEqual(['Twitter:x6', 'Twitter:x5', 'Twitter:x4']);
  });

  it('places a repost at the time it was reposted', () => {
    const merged = mergeTimelines([
      {
        source: 'Bsky',
        pages: [
          {
            items: [
              postOn('Bsky', 'old', at(1), {
                repostedBy: profileOn('Bsky', 'friend'),
                repostedAt: at(59),
              }),
              postOn('Bsky', 'new', at(30)),
            ],
          },
        ],
      },
    ]);
    expect(ids(merged)).toEqual(['Bsky:old', 'Bsky:new']);
  });

  it('shows one person’s cross-post once, with each network’s copy', () => {
    const text = 'Shipping the All timeline today! https://polycast.test/notes';
    const merged = mergeTimelines([
      {
        source: 'Bsky',
        pages: [
          {
            items: [
              postOn('Bsky', 'b', at(12), {
                text,
                author: profileOn('Bsky', 'polly.bsky.social', 'Polly Cast'),
              }),
            ],
          },
        ],
      },
      {
        source: 'Twitter',
        pages: [
          {
            items: [
              postOn('Twitter', 'x', at(10), {
                text: 'Shipping the All timeline today!  http://polycast.test/notes/',
                author: profileOn('Twitter', 'polly', 'Polly Cast'),
              }),
            ],
          },
        ],
      },
      {
        source: 'Lens',
        pages: [
          {
            items: [
              postOn('Lens', 'l', at(11), {
                text,
                author: profileOn('Lens', 'lens/polly', 'polly'),
              }),
              postOn('Lens', 'other', at(11), {
                text: 'Something else',
                author: profileOn('Lens', 'lens/polly', 'polly'),
              }),
            ],
          },
        ],
      },
    ]);
    expect(ids(merged)).toEqual(['Bsky:b+Lens:l+Twitter:x', 'Lens:other']);
    expect(merged.entries[0]!.key).toBe('Bsky:b');
  });

  it('keeps apart the same words from different people, more than ten minutes apart, or on one network', () => {
    const same = { text: 'gm' };
    const merged = mergeTimelines([
      {
        source: 'Bsky',
        pages: [
          {
            items: [
              postOn('Bsky', 'b1', at(40), { ...same, author: profileOn('Bsky', 'ann', 'Ann') }),
              postOn('Bsky', 'b2', at(39), { ...same, author: profileOn('Bsky', 'ann', 'Ann') }),
            ],
          },
        ],
      },
      {
        source: 'Farcaster',
        pages: [
          {
            items: [
              postOn('Farcaster', 'f1', at(38), {
                ...same,
                author: profileOn('Farcaster', 'bob', 'Bob'),
              }),
              postOn('Farcaster', 'f2', at(20), {
                ...same,
                author: profileOn('Farcaster', 'ann', 'Ann'),
              }),
            ],
          },
        ],
      },
    ]);
    expect(ids(merged)).toEqual(['Bsky:b1', 'Bsky:b2', 'Farcaster:f1', 'Farcaster:f2']);
  });
});

describe('mergeTimelines, read page by page', () => {
  /** A network's whole timeline, cut into pages of random sizes. */
  function randomTimeline(source: PostSource, random: () => number): Page<Post>[] {
    const count = Math.floor(random() * 40);
    const times = Array.from({ length: count }, () => Math.floor(random() * 10_000)).sort(
      (a, b) => b - a,
    );
    const posts = times.map((t, i) =>
      postOn(source, `${source}-${i}`, new Date(Date.UTC(2026, 0, 1) + t * 60_000).toISOString()),
    );
    const pages: Page<Post>[] = [];
    for (let start = 0; start < posts.length || pages.length === 0;) {
      const size = 1 + Math.floor(random() * 8);
      pages.push({ items: posts.slice(start, start + size) });
      start += size;
    }
    return pages.map((page, i) =>
      i < pages.length - 1 ? { ...page, cursor: `${source}@${i + 1}` } : page,
    );
  }

  it('never shows a post above one it showed earlier, and ends with every post once (200 random runs)', () => {
    for (let seed = 1; seed <= 200; seed++) {
      const random = seededRandom(seed);
      const whole = new Map(POST_SOURCES.map((s) => [s, randomTimeline(s, random)]));
      const read: NetworkTimeline[] = POST_SOURCES.map((source) => ({
        source,
        pages: [whole.get(source)![0]!],
      }));
      let shown: string[] = [];
      for (let step = 0; ; step++) {
        const merged = mergeTimelines(read);
        const now = ids(merged);
        // What was shown stays, in the same order, at the top: later pages only add below.
        expect(now.slice(0, shown.length)).toEqual(shown);
        shown = now;
        if (!merged.next) break;
        const timeline = read.find((t) => t.source === merged.next!.source)!;
        const index = Number(merged.next.cursor.split('@')[1]);
        timeline.pages.push(whole.get(timeline.source)![index]!);
        expect(step).toBeLessThan(100);
      }
      const all = [...whole.values()].flatMap((pages) => pages.flatMap((p) => p.items));
      expect(new Set(shown)).toEqual(new Set(all.map((p) => `${p.source}:${p.id}`)));
      expect(shown).toHaveLength(all.length);
    }
  });
});
