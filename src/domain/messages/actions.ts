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

/** A channel block asked of a network whose posts are in no Farcaster channel (an adapter's refusal). */
export const noChannelsOn = (network: string) => `${network} has no channels to block.`;

/** What each switch was, for a refusal ("Failed to like this post on Lens: …"). */
const FAILED_TO: Record<string, [on: string, off: string]> = {
  like: ['like this post', 'unlike this post'],
  repost: ['repost this post', 'undo this repost'],
  bookmark: ['bookmark this post', 'remove this bookmark'],
  follow: ['follow', 'unfollow'],
  mute: ['mute', 'unmute'],
  block: ['block', 'unblock'],
  blockChannel: ['block', 'unblock'],
  report: ['report this post', 'take back this report'],
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

/** reading.md §4.2, §8: a channel blocked or unblocked, and its failure naming the channel. */
export const channelMuted = (channel: string) => `${channel} muted.`;
export const channelUnmuted = (channel: string) => `${channel} unmuted.`;
export const channelMuteFailed = (channel: string, on: boolean, reason: string) =>
  `Failed to ${on ? 'mute' : 'unmute'} ${channel}: ${reason}`;

/** reading.md §4.3, §8: a report's success and failure toasts, naming the source. */
export const postReported = (network: string) => `Reported this post to ${network}.`;
export const reportFailed = (network: string, reason: string) =>
  `Failed to report this post to ${network}: ${reason}`;
