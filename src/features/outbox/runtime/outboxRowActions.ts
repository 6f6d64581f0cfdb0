import type { PublishJob, PublishJobsState } from '@/sync/publish/publishJobsProjection';

export interface OutboxRowActions {
  /** It stopped: "Retry {network}". */
  retry: boolean;
  /** It waits out a backoff after a failure: "Retry {network} now". */
  retryNow: boolean;
  /** It has not gone out: "Discard {network}" (what went out stays). */
  discard: boolean;
}

const NONE: OutboxRowActions = { retry: false, retryNow: false, discard: false };

/**
 * What the person can do about one network of a post, on the outbox row of
 * the network's first post not yet out (a thread's later posts follow it):
 * retry it if it stopped, retry it now if it waits out a backoff after a
 * failure, and discard it there while it has not gone out.
 */
export function outboxRowActions(
  state: PublishJobsState,
  job: PublishJob,
  now: number,
): OutboxRowActions {
  if (state.intents[job.intentId]?.discarded) return NONE;
  const current = Object.values(state.jobs)
    .filter(
      (other) =>
        other.intentId === job.intentId &&
        other.source === job.source &&
        other.status !== 'succeeded' &&
        other.status !== 'discarded',
    )
    .sort((a, b) => a.index - b.index)[0];
  if (current?.id !== job.id) return NONE;
  return {
    retry: job.status === 'failed',
    retryNow: job.status === 'waiting' && job.lastError !== undefined && job.retryAt > now,
    discard: true,
  };
}
