import type { ComposerPost } from '../model/composerPost';
import { emptyComposerPost, isPostLocked } from '../model/composerPost';
import { hasVisibleText } from '../model/renderChars';
import { threadIsFull } from '@/domain/messages/disabledReasons';

/**
 * composer.md §9: the most posts a thread may have (chosen: 25, as the
 * publish event takes, src/events/types/publishEvents.ts).
 */
export const THREAD_MAX_POSTS = 25;

/** The thread: its posts and the id of the focused one (composer.md §3.2). */
export interface Thread {
  posts: ComposerPost[];
  cursor: string;
}

/** composer.md §4.7: a post is empty without visible text, images and videos. */
export const isPostEmpty = (post: Pick<ComposerPost, 'chars' | 'images' | 'videos'>): boolean =>
  !hasVisibleText(post.chars) && post.images.length === 0 && post.videos.length === 0;

/** composer.md §4.1, §4.7: some post is non-empty (the close dialog asks; the page warns before leaving). */
export const hasContent = (posts: readonly Pick<ComposerPost, 'chars' | 'images' | 'videos'>[]) =>
  posts.some((post) => !isPostEmpty(post));

/** composer.md §2.3: the add-thread button is disabled at the thread maximum. */
export const canAddThreadPost = (thread: Pick<Thread, 'posts'>): boolean =>
  thread.posts.length < THREAD_MAX_POSTS;

/** composer.md §2.3, §9: why the add-thread button is disabled (the maximum, named), or undefined. */
export const addThreadPostReason = (thread: Pick<Thread, 'posts'>): string | undefined =>
  canAddThreadPost(thread) ? undefined : threadIsFull(THREAD_MAX_POSTS);

/**
 * composer.md §4.1: adds an empty post after the cursor, inheriting the
 * sources, restriction and channel of the first post; the cursor moves to
 * it. At the maximum the thread is unchanged.
 */
export function addThreadPost(thread: Thread, newId: string): Thread {
  if (!canAddThreadPost(thread)) return thread;
  const first = thread.posts[0];
  const post = emptyComposerPost(
    newId,
    first
      ? {
          availableSources: [...first.availableSources],
          restriction: first.restriction,
          channel: { ...first.channel },
        }
      : {},
  );
  const at = thread.posts.findIndex((p) => p.id === thread.cursor);
  const index = at === -1 ? thread.posts.length : at + 1;
  return {
    posts: [...thread.posts.slice(0, index), post, ...thread.posts.slice(index)],
    cursor: newId,
  };
}

/**
 * composer.md §2.3: a post can be deleted unless it is the first, or
 * published on all its sources (locked).
 */
export function canDeleteThreadPost(thread: Pick<Thread, 'posts'>, postId: string): boolean {
  const index = thread.posts.findIndex((p) => p.id === postId);
  const post = thread.posts[index];
  return index > 0 && post !== undefined && !isPostLocked(post);
}

/**
 * composer.md §4.1: removes a post; if it had the cursor, the cursor moves
 * to the previous available (not locked) post, else the next, else the first.
 */
export function deleteThreadPost(thread: Thread, postId: string): Thread {
  if (!canDeleteThreadPost(thread, postId)) return thread;
  const index = thread.posts.findIndex((p) => p.id === postId);
  const posts = thread.posts.filter((p) => p.id !== postId);
  if (thread.cursor !== postId) return { posts, cursor: thread.cursor };
  const before = posts
    .slice(0, index)
    .reverse()
    .find((p) => !isPostLocked(p));
  const after = posts.slice(index).find((p) => !isPostLocked(p));
  return { posts, cursor: (before ?? after ?? posts[0])?.id ?? thread.cursor };
}

/**
 * Undoing a delete (docs/decisions.md, "Deleting a thread post"): the post
 * goes back where it was (its index then, never before the first post, at
 * most at the end) with the cursor on it. Unchanged when it is there already
 * or the thread is full.
 */
export function restoreThreadPost(thread: Thread, post: ComposerPost, index: number): Thread {
  if (thread.posts.some((p) => p.id === post.id) || !canAddThreadPost(thread)) return thread;
  const at = Math.min(Math.max(index, 1), thread.posts.length);
  return {
    posts: [...thread.posts.slice(0, at), post, ...thread.posts.slice(at)],
    cursor: post.id,
  };
}

/** composer.md §2.3: focusing a post; a locked (published) post cannot be selected. */
export function moveCursor(thread: Thread, postId: string): Thread {
  const post = thread.posts.find((p) => p.id === postId);
  if (!post || isPostLocked(post)) return thread;
  return { ...thread, cursor: postId };
}

/**
 * composer.md §4.1: clear resets to a single empty post; it keeps the first
 * post's sources, restriction and channel (the user's choice of networks is
 * not content).
 */
export function clearThread(thread: Pick<Thread, 'posts'>, newId: string): Thread {
  const first = thread.posts[0];
  return {
    posts: [
      emptyComposerPost(
        newId,
        first
          ? {
              availableSources: [...first.availableSources],
              restriction: first.restriction,
              channel: { ...first.channel },
            }
          : {},
      ),
    ],
    cursor: newId,
  };
}

/** composer.md §4.6: thread progress, posts published on all their sources over the total. */
export function threadProgress(posts: readonly ComposerPost[]): {
  published: number;
  total: number;
} {
  return { published: posts.filter(isPostLocked).length, total: posts.length };
}
