import type { ComposerPost } from '../model/composerPost';
import type { ComposerType } from '../model/sourceFields';
import {
  noPollsOn,
  POLL_ALREADY_ADDED,
  POLL_NOT_WITH_MEDIA,
  POLL_NOT_WITH_RED_PACKET,
} from '@/domain/messages/disabledReasons';
import { supportsPolls } from './pollLimits';

/** composer.md §2.3: the poll button shows only for compose, with the poll feature flag on. */
export const pollButtonShown = (type: ComposerType, pollFlagOn: boolean): boolean =>
  type === 'compose' && pollFlagOn;

type PollButtonPost = Pick<
  ComposerPost,
  'availableSources' | 'images' | 'videos' | 'poll' | 'rpPayload'
>;

/**
 * composer.md §5.5: why the poll button is disabled, or undefined when it
 * is not: a selected source without polls (named, so the user knows which
 * to turn off), media in the post, a poll already there, or a red packet.
 */
export function pollButtonReason(post: PollButtonPost): string | undefined {
  const withoutPolls = post.availableSources.filter((source) => !supportsPolls(source));
  if (withoutPolls.length > 0) return noPollsOn(withoutPolls);
  if (post.poll) return POLL_ALREADY_ADDED;
  if (post.images.length > 0 || post.videos.length > 0) return POLL_NOT_WITH_MEDIA;
  if (post.rpPayload) return POLL_NOT_WITH_RED_PACKET;
  return undefined;
}

/**
 * composer.md §5.5: the poll button is disabled unless every selected
 * source supports polls and the post has no media, poll or red packet.
 */
export const pollButtonDisabled = (post: PollButtonPost): boolean =>
  pollButtonReason(post) !== undefined;
