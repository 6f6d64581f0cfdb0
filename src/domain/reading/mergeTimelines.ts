import type { PostSource } from '../networks';
import { crossPostText, isCrossPostOf } from './crossPostMatch';
import { postKey, timelineTime, type Page, type Post } from './post';

/**
 * The All networks timeline (issue 20): each network's own timeline, read a
 * page at a time with its own cursor, merged into one list newest first.
 */

/** What has been read of one network's timeline so far. */
export interface NetworkTimeline {
  source: PostSource;
  /** Its pages in the order they were read; none yet while the first is on its way. */
  pages: Page<Post>[];
  /** The network could not be read: it no longer holds the others back. */
  failed?: boolean;
}

/** One row of the All timeline: a post, or one person's cross-post with each network's copy. */
export interface TimelineEntry {
  /** Stable while more pages arrive: the first copy's `source:id`. */
  key: string;
  /** Newest first; one per network. */
  posts: Post[];
}

export interface MergedTimeline {
  entries: TimelineEntry[];
  /**
   * The network whose next page comes next, or none when every network is at
   * its end. Only posts newer than the oldest time every unfinished network
   * has reached are shown, so a page read later never lands above what the
   * person has already scrolled past: no gaps, no jumps.
   */
  next?: { source: PostSource; cursor: string };
}

const timeOf = (post: Post) => Date.parse(timelineTime(post));

/** Where a network stands: its posts, and whether more may come. */
function standing(timeline: NetworkTimeline) {
  const last = timeline.pages.at(-1);
  const started = timeline.pages.length > 0;
  const cursor = timeline.failed ? undefined : last?.cursor;
  const posts = timeline.pages.flatMap((page) => page.items);
  const oldest = posts.reduce((min, post) => Math.min(min, timeOf(post)), Infinity);
  return {
    timeline,
    posts,
    cursor,
    waiting: !timeline.failed && (!started || cursor !== undefined),
    oldest,
  };
}

export function mergeTimelines(timelines: readonly NetworkTimeline[]): MergedTimeline {
  const standings = timelines.map(standing);
  // The watermark: the newest of the unfinished networks' oldest posts (a network not
  // read yet holds everything back). Posts older than it wait for the next pages.
  const unfinished = standings.filter((s) => s.waiting);
  const watermark = unfinished.reduce(
    (mark, s) => Math.max(mark, s.timeline.pages.length === 0 ? Infinity : s.oldest),
    -Infinity,
  );

  const seen = new Set<string>();
  const shown: Post[] = [];
  for (const { posts } of standings) {
    for (const post of posts) {
      const key = `${post.source}:${post.id}`;
      // A post read twice (a page boundary that moved as new posts arrived) shows once.
      if (seen.has(key) || timeOf(post) <= watermark) continue;
      seen.add(key);
      shown.push(post);
    }
  }
  shown.sort((a, b) => timeOf(b) - timeOf(a) || a.source.localeCompare(b.source));

  const entries = groupCrossPosts(shown);
  const limiting = unfinished.filter((s) => s.cursor !== undefined && s.oldest === watermark).at(0);
  return {
    entries,
    ...(limiting?.cursor
      ? { next: { source: limiting.timeline.source, cursor: limiting.cursor } }
      : {}),
  };
}

/** Posts newest first into entries: a cross-post joins the entry of its newest copy. */
function groupCrossPosts(posts: readonly Post[]): TimelineEntry[] {
  const entries: TimelineEntry[] = [];
  const byText = new Map<string, TimelineEntry[]>();
  for (const post of posts) {
    const text = crossPostText(post.text);
    const candidates = byText.get(text) ?? [];
    const entry = candidates.find(
      (e) => e.posts.every((p) => p.source !== post.source) && isCrossPostOf(e.posts[0]!, post),
    );
    if (entry) {
      entry.posts.push(post);
      continue;
    }
    const created = { key: postKey(post), posts: [post] };
    entries.push(created);
    byText.set(text, [...candidates, created]);
  }
  return entries;
}
