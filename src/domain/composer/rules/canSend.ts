import type { ComposerPost } from '../model/composerPost';
import { hasVisibleText } from '../model/renderChars';
import { isPollValid } from './pollValidity';
import { sourcesOverLength } from './postLength';
import type { SourceTiers } from './sourceTier';

/** Why a post cannot be sent yet (composer.md §5.1); the send button stays disabled. */
export type SendBlocker = 'noSource' | 'tooLong' | 'empty' | 'invalidPoll';

export type SendablePost = Pick<
  ComposerPost,
  'availableSources' | 'chars' | 'poll' | 'images' | 'videos'
>;

/**
 * composer.md §5.1: what stops a post from being sent: no source selected;
 * the text longer than available on a selected source; no text, image or
 * video; an invalid poll. Empty when it can be sent.
 */
export function sendBlockers(post: SendablePost, tiers: SourceTiers): SendBlocker[] {
  const blockers: SendBlocker[] = [];
  if (post.availableSources.length === 0) blockers.push('noSource');
  if (sourcesOverLength(post, tiers).length > 0) blockers.push('tooLong');
  if (!hasVisibleText(post.chars) && post.images.length === 0 && post.videos.length === 0) {
    blockers.push('empty');
  }
  if (post.poll && !isPollValid(post.poll)) blockers.push('invalidPoll');
  return blockers;
}

/** composer.md §5.1: a post can be sent when nothing blocks it. */
export const canSendPost = (post: SendablePost, tiers: SourceTiers): boolean =>
  sendBlockers(post, tiers).length === 0;

/** composer.md §5.1: a thread can be sent when every post can. */
export const canSendThread = (posts: readonly SendablePost[], tiers: SourceTiers): boolean =>
  posts.length > 0 && posts.every((post) => canSendPost(post, tiers));
