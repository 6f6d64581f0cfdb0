import type { ComposerPost } from '../model/composerPost';
import type { Poll } from '../model/poll';
import { pollFrameSegment, removeSegments } from '../model/richText';
import { charsParts } from '../model/richText';
import { supportsPolls } from './pollLimits';

/**
 * composer.md §4.4: creating a poll restricts the post's sources to those
 * that support polls and appends the invisible FRAME segment (sortNo 10),
 * whose `frameContent` is the text carrying the poll's frame link where the
 * poll is not native (it can be filled once the poll exists:
 * `setFrameContent`). A post that already has a poll is left as it is.
 */
export function addPollToPost(
  post: ComposerPost,
  poll: Poll,
  frame: { segmentId: string; content: string },
): ComposerPost {
  if (post.poll) return post;
  return {
    ...post,
    poll,
    availableSources: post.availableSources.filter(supportsPolls),
    chars: [...charsParts(post.chars), pollFrameSegment(frame.segmentId, frame.content)],
  };
}

/** composer.md §4.4: removing the poll removes the FRAME segments. */
export function removePollFromPost(post: ComposerPost): ComposerPost {
  return { ...post, poll: null, chars: removeSegments(post.chars, 'FRAME') };
}
