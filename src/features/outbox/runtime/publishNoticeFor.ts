import type { AppEvent } from '@/events/appCatalog';
import { failedToPostOn, POST_FAILED_TO_PUBLISH } from '@/domain/messages/publishing';
import { networkList } from '@/domain/composer/rules/networkNames';
import { intentOutcome } from '@/sync/publish/publishJobQueries';
import type { PublishJobsState } from '@/sync/publish/publishJobsProjection';
import { POST_SOURCES, SOURCE_LABELS, type PostSource } from '@/domain/networks';
import type { ToastTone } from '@/ui/toasts/toastList';
import { viewHref } from './viewLink';

/** composer.md §4.6: the one persistent notice of a partly failed post. */
export const COMPOSE_ERROR_KEY = 'compose-error';

export interface PublishNotice {
  message: string;
  tone: ToastTone;
  /** A newer notice with the same key replaces the one on screen. */
  key?: string;
  /** The intent it speaks of (a keyed notice is withdrawn when its news is out of date). */
  subject?: string;
  /** Stays until dismissed. */
  persistent?: boolean;
  /** Where the published post can be seen. */
  link?: { href: string; label: string };
  /**
   * Said once whatever repeats it: what an intent's end says. When several
   * outcomes reach the log together, each event may see the intent already
   * ended; the watcher shows a notice with the same `once` only the first time.
   */
  once?: string;
}

const namesOf = (sources: readonly PostSource[]) =>
  [...sources]
    .sort((a, b) => POST_SOURCES.indexOf(a) - POST_SOURCES.indexOf(b))
    .map((source) => SOURCE_LABELS[source]);

/**
 * composer.md §4.6 and §8: 'Failed to post on: {platforms}'; for a thread,
 * the first and second platforms by name (docs/decisions.md gives the words).
 */
export function partialFailureMessage(failed: readonly PostSource[], thread: boolean): string {
  const names = namesOf(failed);
  if (!thread) return failedToPostOn(names.join(', '));
  const [first, second] = names;
  const more = names.length - 2;
  if (names.length === 1) return `Failed to post the thread on ${first}.`;
  if (more === 0) return `Failed to post the thread on ${first} and ${second}.`;
  return `Failed to post the thread on ${first}, ${second} and ${more} more network${more > 1 ? 's' : ''}.`;
}

/**
 * Issue 18: a post that had to wait, and has now gone out on every network
 * it still had, is announced once: "Your post went out to Farcaster, Lens,
 * X, and Bluesky." It had to wait when it was on its way while the device
 * was offline (`waited`, which the page knows), or when a network failed
 * first and it was tried again (the log knows: a job with a last error).
 * A post that went out at once needs no such news: the composer showed it.
 */
export function wentOutMessage(
  state: PublishJobsState,
  intentId: string,
  waited: boolean,
): string | undefined {
  if (intentOutcome(state, intentId).kind !== 'published') return undefined;
  const jobs = Object.values(state.jobs).filter((job) => job.intentId === intentId);
  if (!waited && !jobs.some((job) => job.lastError)) return undefined;
  const published = [
    ...new Set(jobs.filter((job) => job.status === 'succeeded').map((job) => job.source)),
  ].sort((a, b) => POST_SOURCES.indexOf(a) - POST_SOURCES.indexOf(b));
  const what = state.intents[intentId]?.kind === 'thread' ? 'thread' : 'post';
  return `Your ${what} went out to ${networkList(published)}.`;
}

/**
 * The notices a publish outcome in the log causes, given the jobs projection
 * with that event folded in: a toast per network as its post lands or stops
 * (composer.md §4.6), its link to the post (`sandbox`: the app's own post
 * page, the sandbox's posts being on no public site), then, when the event
 * ends its intent, 'Post failed to publish.' or the persistent
 * `compose-error` notice naming what failed, or for a post that had to wait
 * and is now out everywhere, `wentOutMessage`. `waitedOffline` says which
 * intents were on their way while offline.
 */
export function publishNoticeFor(
  event: AppEvent,
  state: PublishJobsState,
  options: { sandbox?: boolean; waitedOffline?: (intentId: string) => boolean } = {},
): PublishNotice[] {
  if (event.type !== 'PublishSucceeded' && event.type !== 'PublishFailed') return [];
  const job = state.jobs[event.payload.jobId];
  const network = job ? SOURCE_LABELS[job.source] : 'a network';
  const notices: PublishNotice[] = [];
  if (event.type === 'PublishSucceeded' && job?.index === 0) {
    const { postId, url } = event.payload;
    notices.push({
      message: `Posted on ${network}.`,
      tone: 'success',
      // Against the sandbox no public site has the post: the app's own post page does.
      link: {
        href: viewHref({ source: job.source, postId, url }, options.sandbox ?? false),
        label: `View on ${network}`,
      },
    });
  }
  if (event.type === 'PublishFailed' && event.payload.retryable) return notices;
  if (event.type === 'PublishFailed') {
    notices.push({
      message: `Failed to post on ${network}: ${event.payload.reason}`,
      tone: 'error',
    });
  }
  if (!job) return notices;

  if (event.type === 'PublishSucceeded') {
    const wentOut = wentOutMessage(
      state,
      job.intentId,
      options.waitedOffline?.(job.intentId) ?? false,
    );
    if (wentOut) notices.push({ message: wentOut, tone: 'success', once: `${job.intentId}:ended` });
  }

  // This event stopped a job; if nothing of its intent runs any more, the intent has ended.
  const outcome = intentOutcome(state, job.intentId);
  if (outcome.kind === 'failed') {
    notices.push({ message: POST_FAILED_TO_PUBLISH, tone: 'error', once: `${job.intentId}:ended` });
  }
  if (outcome.kind === 'partial') {
    notices.push({
      message: partialFailureMessage(
        outcome.failed,
        state.intents[job.intentId]?.kind === 'thread',
      ),
      tone: 'error',
      key: COMPOSE_ERROR_KEY,
      subject: job.intentId,
      persistent: true,
      once: `${job.intentId}:ended`,
    });
  }
  return notices;
}

/**
 * The keyed notice an event makes out of date: retrying or discarding what
 * failed of an intent withdraws its `compose-error` notice (a retry that
 * fails again raises a new one).
 */
export function withdrawnNoticeFor(event: AppEvent): { key: string; subject: string } | undefined {
  if (event.type !== 'PublishRetryRequested' && event.type !== 'PublishDiscarded') return undefined;
  return { key: COMPOSE_ERROR_KEY, subject: event.payload.intentId };
}
