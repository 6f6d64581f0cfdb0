import { THREAD_NEEDS_TWO_POSTS } from '@/domain/messages/composer';

/** composer.md §5.1: scheduling a thread needs at least two posts. */
export const MIN_SCHEDULED_THREAD_POSTS = 2;

/** composer.md §5.1, §8: the error when a thread is scheduled with fewer than two posts. */
export const scheduleThreadProblem = (posts: readonly unknown[]): string | undefined =>
  posts.length < MIN_SCHEDULED_THREAD_POSTS ? THREAD_NEEDS_TWO_POSTS : undefined;
