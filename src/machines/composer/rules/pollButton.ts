import type { ComposerPost } from '../model/composerPost';
import type { ComposerType } from '../model/sourceFields';
import { supportsPolls } from './pollLimits';

/** composer.md §2.3: the poll button shows only for compose, with the poll feature flag on. */
export const pollButtonShown = (type: ComposerType, pollFlagOn: boolean): boolean =>
  type === 'compose' && pollFlagOn;

/**
 * composer.md §5.5: the poll button is disabled unless every selected
 * source supports polls and the post has no media, poll or red packet.
 */
export function pollButtonDisabled(
  post: Pick<ComposerPost, 'availableSources' | 'images' | 'videos' | 'poll' | 'rpPayload'>,
): boolean {
  return (
    !post.availableSources.every(supportsPolls) ||
    post.images.length > 0 ||
    post.videos.length > 0 ||
    Boolean(post.poll) ||
    Boolean(post.rpPayload)
  );
}
