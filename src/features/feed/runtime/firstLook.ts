import type { PostSource } from '@/domain/networks';
import { mergeAllTimelinePages, type NetworkAnswer } from './allTimelinePages';

/**
 * The All timeline's first look (issue 20): while its first page waits for
 * the last network to answer, the networks that have answered are shown,
 * merged by time, once every network but one has answered and one of them
 * has posts to show. One slow network (a hub several round trips deep) does
 * not hold the others' posts back; the page that follows, with every
 * network, replaces the look (rows landing above what is on screen leave it
 * in place through the browser's scroll anchoring). Undefined while the look
 * is not ready: the skeleton stays. docs/decisions-reading.md, "The All
 * timeline's first look".
 */
export function firstLook(
  sources: readonly PostSource[],
  answers: readonly NetworkAnswer[],
): ReturnType<typeof mergeAllTimelinePages> | undefined {
  if (sources.length < 2) return undefined;
  const answered = sources.filter((source) => answers.some((a) => a.source === source));
  if (answered.length < sources.length - 1) return undefined;
  if (!answers.some((answer) => answer.ok && answer.page.items.length > 0)) return undefined;
  const look = mergeAllTimelinePages(answered, [answers]);
  // A network that failed is said once the whole first page is in, with its Try again.
  return { ...look, failures: [] };
}
