import type { ComposeState } from '../model/composeState';
import type { ComposerPost } from '../model/composerPost';

type Focused = Pick<ComposerPost, 'images' | 'videos' | 'isAnonymous'>;

/**
 * composer.md §2.3: the red-packet button shows only when no schedule time
 * is set, the post has no media, on desktop, and the post is not anonymous.
 */
export function redPacketButtonShown(
  compose: Pick<ComposeState, 'scheduleTime'>,
  post: Focused,
  isDesktop: boolean,
): boolean {
  return (
    compose.scheduleTime == null &&
    post.images.length === 0 &&
    post.videos.length === 0 &&
    isDesktop &&
    !post.isAnonymous
  );
}

/** composer.md §2.3: the schedule button shows when its feature flag is on and the post is not anonymous. */
export const scheduleButtonShown = (flagOn: boolean, post: Pick<ComposerPost, 'isAnonymous'>) =>
  flagOn && !post.isAnonymous;
