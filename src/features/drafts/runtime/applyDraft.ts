import type { Draft } from '@/domain/composer/model/draft';
import type { Profile } from '@/domain/composer/model/profile';
import { PARENT_POST_MISSING } from '@/domain/messages/publishing';
import { networkList } from '@/domain/composer/rules/networkNames';

export type DraftApplication =
  | { kind: 'apply' }
  /** composer.md §4.8: a thread that failed part-way: continue it, or restart it. */
  | { kind: 'askContinueOrRestart' }
  | { kind: 'blocked'; message: string };

const failedSomewhere = (draft: Draft) =>
  draft.posts.some((post) => Object.values(post.postError).some(Boolean));
const publishedSomewhere = (draft: Draft) =>
  draft.posts.some((post) => Object.values(post.postId).some(Boolean));

/**
 * composer.md §4.8: whether a draft can be opened in the composer. A reply
 * or quote whose parent is hidden cannot, nor one that has no parent
 * ('Parent post is missing.', composer.md §8); nor a draft written as profiles
 * this device is not logged in to; a thread that failed after some posts
 * went out asks whether to continue or restart.
 */
export function draftApplication(draft: Draft, profiles: readonly Profile[]): DraftApplication {
  const parents = draft.posts.flatMap((post) => Object.values(post.parentPost));
  if (draft.type !== 'compose' && parents.some((parent) => parent?.isHidden)) {
    return {
      kind: 'blocked',
      message:
        draft.type === 'reply'
          ? 'The post this draft replies to is hidden.'
          : 'The post this draft quotes is hidden.',
    };
  }
  // A reply or quote that names no post to answer would go out as a post of its own.
  if (draft.type !== 'compose' && !Object.values(draft.posts[0]?.parentPost ?? {}).some(Boolean)) {
    return { kind: 'blocked', message: PARENT_POST_MISSING };
  }
  const missing = draft.availableProfiles.filter(
    (wanted) =>
      !profiles.some((p) => p.source === wanted.source && p.profileId === wanted.profileId),
  );
  if (missing.length > 0) {
    return {
      kind: 'blocked',
      message: `Log in to ${networkList([...new Set(missing.map((p) => p.source))])} as the profile this draft was written with.`,
    };
  }
  if (draft.posts.length > 1 && failedSomewhere(draft) && publishedSomewhere(draft)) {
    return { kind: 'askContinueOrRestart' };
  }
  return { kind: 'apply' };
}

/**
 * composer.md §4.8: restarting clears what was published, why it failed and
 * the thread's parents, and forgets the intent: it goes as a new post. (A
 * reply's or quote's first post keeps the post it answers.)
 */
export function restartDraft(draft: Draft): Draft {
  const { intentId: _sent, ...rest } = draft;
  return {
    ...rest,
    posts: draft.posts.map((post, index) => ({
      ...post,
      postId: {},
      postError: {},
      parentPost: index === 0 && draft.type !== 'compose' ? post.parentPost : {},
    })),
  };
}
