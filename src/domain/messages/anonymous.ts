import type { PostSource } from '../composer/model/sourceFields';
import { networkName } from '../composer/rules/networkNames';

/*
 * The anonymous post's messages (composer.md §3.9, §4.3, §5.8, §8; the spec
 * words none of them). Kept apart from composerMessages.ts, which the
 * bundler puts in a chunk the first screen loads: these are only needed
 * once the composer is open.
 */

/** §5.8: why the anonymous panel is off, per rules/anonymousAvailability's reason. */
export const ANONYMOUS_CANNOT_POST =
  'Anonymous posting is not available to your account right now.';
export const anonymousNoneRemaining = (dailyLimit: number) =>
  `You have used today’s ${dailyLimit} anonymous posts. You can post anonymously again tomorrow.`;
export const ANONYMOUS_NO_TARGET = 'Anonymous posting is not available right now.';
export const ANONYMOUS_NO_POLL = 'Anonymous posts cannot have a poll.';
export const ANONYMOUS_NO_RED_PACKET = 'Anonymous posts cannot carry a red packet.';
export const ANONYMOUS_NOT_SCHEDULED = 'Anonymous posts cannot be scheduled.';
export const ANONYMOUS_NOT_THREAD =
  'An anonymous post is a single post: remove the other posts of the thread to post anonymously.';
/** §5.8: any wait time; `wait` is already worded ('45 s', '2 min'). */
export const anonymousWait = (wait: string) => `You can post anonymously again in ${wait}.`;
export const anonymousSealedSource = (sealed: PostSource) =>
  `This post can only go to ${networkName(sealed)}, which has no anonymous account.`;
export const ANONYMOUS_NO_LOCAL_MEDIA =
  'Anonymous posts can carry links and GIFs, not pictures or videos from this device.';
export const ANONYMOUS_NEEDS_SESSION = 'Sign in to Polycast to post anonymously.';
export const ANONYMOUS_CHECKING = 'Checking your anonymous posts…';
export const anonymousCheckFailed = (reason: string) =>
  `Could not check your anonymous posts: ${reason}`;
/** §3.9: the quota. */
export const anonymousQuota = (remaining: number, dailyLimit: number) =>
  `${remaining} of ${dailyLimit} anonymous posts left today.`;
/** §4.3: proof_failed or failed without the server's words. */
export const anonymousPostFailed = (status: string) =>
  status === 'proof_failed'
    ? 'The network refused this anonymous post.'
    : 'The anonymous post could not be posted.';
/** §4.3, §8: the anonymous post did not end within 20 tries. */
export const ANONYMOUS_TIMED_OUT =
  'Your anonymous post is taking longer than usual. It will appear on the anonymous account.';
