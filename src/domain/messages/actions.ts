/**
 * What the reader is told about their actions on posts and people
 * (reading.md §4.1 to §4.3, §8). The spec gives the delete failure word for
 * word; the others it leaves to us ("own success and failure toasts"), and
 * they name the network, as its report toasts do.
 */

/** A switch sent for an account this device is no longer signed in to. */
export const loginRequiredToAct = (network: string) =>
  `Sign in to ${network} again: this was not sent.`;

/** Pressed on a network the reader is not signed in to (reading.md §4.1, §6: login per source). */
export const signInToAct = (network: string) => `Sign in to ${network} first: Settings › Accounts.`;

/** reading.md §4.1, §8: the bookmark's own success toasts. */
export const bookmarked = (network: string) => `Bookmarked on ${network}.`;
export const unbookmarked = (network: string) => `Removed from your bookmarks on ${network}.`;

/** What each switch was, for a refusal ("Failed to like this post on Lens: …"). */
const FAILED_TO: Record<string, [on: string, off: string]> = {
  like: ['like this post', 'unlike this post'],
  repost: ['repost this post', 'undo this repost'],
  bookmark: ['bookmark this post', 'remove this bookmark'],
  follow: ['follow', 'unfollow'],
  mute: ['mute', 'unmute'],
  block: ['block', 'unblock'],
};

/**
 * A switch the network refused (or that was given up on): put back, and
 * said in the network's words. The spec leaves these to us except the
 * bookmark's ("own failure toasts"), which this also words.
 */
export function toggleRefused(kind: string, on: boolean, network: string, reason: string): string {
  const [doOn, doOff] = FAILED_TO[kind] ?? [kind, `undo ${kind}`];
  return `Failed to ${on ? doOn : doOff} on ${network}: ${reason}`;
}

/** reading.md §4.3, §8: deleting the reader's own post. */
export const POST_DELETED = 'Post deleted.';
export const failedToDeletePost = (id: string) => `Failed to delete post: ${id}`;
