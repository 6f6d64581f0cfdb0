import type { PostSource } from '../composer/model/sourceFields';
import { listInWords, networkList, networkName } from '../composer/rules/networkNames';

/*
 * Why a composer control is disabled, in words: each is the control's
 * accessible description (issue 18; the spec words none of them). Kept
 * apart from composerMessages.ts, which the bundler puts in a chunk the
 * first screen loads: these are only needed once the composer is open.
 */

/** §5.3: a source whose own image count the post is over, named as its own (issue 18). */
export const sourceTakesAtMostImages = (source: PostSource, maxImageCount: number) =>
  `${networkName(source)} takes at most ${maxImageCount === 1 ? '1 image' : `${maxImageCount} images`}.`;
/** §5.3: a source whose own GIF count the post is over, named as its own. */
export const sourceTakesAtMostGifs = (source: PostSource, maxGifCount: number) =>
  `${networkName(source)} takes at most ${maxGifCount === 1 ? '1 GIF' : `${maxGifCount} GIFs`}.`;

/** §5.1: no network chosen. */
export const SEND_NEEDS_SOURCE = 'Choose at least one network to post to.';
/** §5.1: no text, image or video. */
export const SEND_NEEDS_CONTENT = 'Write something, or add a picture or a video.';
/** §5.1, §5.5: the poll is not valid yet. */
export const SEND_NEEDS_VALID_POLL = 'Finish the poll: every option needs a label of its own.';
/** §5.1, §5.2: the text is over the limit of these chosen networks (used / available each). */
export const tooLongFor = (
  over: readonly { source: PostSource; used: number; available: number }[],
) => {
  const [only] = over;
  if (over.length === 1 && only) {
    return `Too long for ${networkName(only.source)}: ${only.used} / ${only.available}.`;
  }
  return `Too long for ${listInWords(
    over.map((o) => `${networkName(o.source)} (${o.used} / ${o.available})`),
  )}.`;
};
/** A thread's post that cannot be sent yet, and why. */
export const inThreadPost = (index: number, reason: string) => `Post ${index + 1}: ${reason}`;
/** §5.5: chosen networks without polls. */
export const noPollsOn = (networks: readonly PostSource[]) =>
  networks.length === 1
    ? `${networkList(networks)} has no polls: turn it off to add a poll.`
    : `${networkList(networks)} have no polls: turn them off to add a poll.`;
/** §5.5: a post has one poll at most. */
export const POLL_ALREADY_ADDED = 'This post already has a poll.';
/** §5.5: a poll does not go with pictures or videos. */
export const POLL_NOT_WITH_MEDIA = 'Remove the pictures and videos to add a poll.';
/** §5.5: a poll does not go with a red packet. */
export const POLL_NOT_WITH_RED_PACKET = 'Remove the red packet to add a poll.';
/** §5.4: media do not go with a poll. */
export const MEDIA_NOT_WITH_POLL = 'Remove the poll to add media.';
/** §5.4: media do not go with a red packet. */
export const MEDIA_NOT_WITH_RED_PACKET = 'Remove the red packet to add media.';
/** §2.3, §9: the add-thread button at the thread maximum. */
export const threadIsFull = (maxPosts: number) => `A thread can have at most ${maxPosts} posts.`;
/** §2.3, §4.6: while the post is on its way, nothing in it changes. */
export const COMPOSER_SENDING = 'The post is on its way: wait until it has been sent.';
/** §2.3, §4.6: some networks failed; what is left is a retry or closing. */
export const COMPOSER_FAILED =
  'Some networks failed: retry them, or close to keep the post as a draft.';
/** §2.3, §4.6: the post has gone out (the composer closes by itself). */
export const COMPOSER_SENT = 'The post has been sent.';
/** §2.3: a post published on all its networks cannot change. */
export const POST_PUBLISHED_EVERYWHERE = 'This post has been published on every network.';
/** §4.10, §5.3: the networks chosen have no reply restriction in common but Everyone. */
export const RESTRICTION_NO_CHOICE =
  'Everyone can reply: the networks you chose have no other choice in common.';
/** §5.5: 'Add option' at the chosen networks' most options. */
export const pollIsFull = (maxOptions: number) =>
  `A poll can have at most ${maxOptions} options on the networks you chose.`;
