import type { PostSource } from '@/domain/networks';
import type { Page, Post } from '@/domain/reading/post';
import {
  mergeTimelines,
  type MergedTimeline,
  type NetworkTimeline,
} from '@/domain/reading/mergeTimelines';

/** Where one network's next read starts (no cursor: its first page). */
export interface NetworkRead {
  source: PostSource;
  cursor?: string;
}

/** What one read of one network answered. */
export type NetworkAnswer =
  | { source: PostSource; ok: true; page: Page<Post> }
  | { source: PostSource; ok: false; message: string };

/**
 * The All timeline as the query cache holds it: each fetch reads some
 * networks (all of them first, then the one the merge waits on), and its
 * answers are one page of the infinite query. This folds those pages back
 * into each network's timeline and merges them.
 */
export function mergeAllTimelinePages(
  sources: readonly PostSource[],
  pages: readonly (readonly NetworkAnswer[])[],
): MergedTimeline & { failures: { source: PostSource; message: string }[] } {
  const timelines: NetworkTimeline[] = sources.map((source) => ({ source, pages: [] }));
  const failures = new Map<PostSource, string>();
  for (const answers of pages) {
    for (const answer of answers) {
      const timeline = timelines.find((t) => t.source === answer.source);
      if (!timeline) continue;
      if (answer.ok) {
        timeline.pages.push(answer.page);
        failures.delete(answer.source);
      } else {
        failures.set(answer.source, answer.message);
      }
    }
  }
  // A network whose last read failed stops holding the others back until it is read again.
  for (const timeline of timelines) timeline.failed = failures.has(timeline.source);
  return {
    ...mergeTimelines(timelines),
    failures: [...failures].map(([source, message]) => ({ source, message })),
  };
}

/** The next fetch of the All timeline: the network the merge waits on, if any. */
export function nextAllTimelineRead(
  sources: readonly PostSource[],
  pages: readonly (readonly NetworkAnswer[])[],
): NetworkRead[] | undefined {
  const { next } = mergeAllTimelinePages(sources, pages);
  return next ? [next] : undefined;
}
