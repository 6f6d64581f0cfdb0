import type { SendBlocker } from './canSend';
import { sendBlockers, type SendablePost } from './canSend';
import {
  inThreadPost,
  SEND_NEEDS_CONTENT,
  SEND_NEEDS_SOURCE,
  SEND_NEEDS_VALID_POLL,
  tooLongFor,
} from '@/domain/messages/disabledReasons';
import { lengthsOver } from './postLength';
import type { SourceTiers } from './sourceTier';

function worded(blocker: SendBlocker, post: SendablePost, tiers: SourceTiers): string {
  switch (blocker) {
    case 'noSource':
      return SEND_NEEDS_SOURCE;
    case 'tooLong':
      return tooLongFor(lengthsOver(post, tiers));
    case 'empty':
      return SEND_NEEDS_CONTENT;
    case 'invalidPoll':
      return SEND_NEEDS_VALID_POLL;
  }
}

/**
 * composer.md §5.1: why one post cannot be sent, in words, or undefined
 * when it can: the first thing that stops it (no network chosen; too long
 * for some chosen networks, each named with its used and available length;
 * no text, image or video; an unfinished poll).
 */
export function postBlockedReason(post: SendablePost, tiers: SourceTiers): string | undefined {
  const [blocker] = sendBlockers(post, tiers);
  return blocker && worded(blocker, post, tiers);
}

/**
 * composer.md §5.1: why the send button is disabled, in words, or
 * undefined when the thread can be sent: the reason of the first post that
 * cannot be sent; in a thread, the post named by its place ('Post 2: …').
 * `reasonOf` answers one post's reason (the composer keeps each post's
 * answer until that post changes).
 */
export function sendBlockedReason<Post extends SendablePost>(
  posts: readonly Post[],
  tiers: SourceTiers,
  reasonOf: (post: Post) => string | undefined = (post) => postBlockedReason(post, tiers),
): string | undefined {
  for (const [index, post] of posts.entries()) {
    const reason = reasonOf(post);
    if (reason === undefined) continue;
    return posts.length > 1 ? inThreadPost(index, reason) : reason;
  }
  return undefined;
}
