import type { TimelineEntry } from '@/domain/reading/mergeTimelines';
import { postKey, timelineTime } from '@/domain/reading/post';

/**
 * How many rows a fresh look at the networks' first pages has above what is
 * on screen: the rows newer than the newest shown that are not shown
 * already. The timeline on screen does not move for them (issue 20); a pill
 * says how many there are.
 */
export function newerPosts(
  fresh: readonly TimelineEntry[],
  shown: readonly TimelineEntry[],
): number {
  const top = shown[0]?.posts[0];
  if (!top) return 0;
  const newest = Date.parse(timelineTime(top));
  const known = new Set(shown.flatMap((entry) => entry.posts.map(postKey)));
  return fresh.filter((entry) => {
    const first = entry.posts[0];
    return (
      first !== undefined &&
      Date.parse(timelineTime(first)) > newest &&
      entry.posts.every((p) => !known.has(postKey(p)))
    );
  }).length;
}
