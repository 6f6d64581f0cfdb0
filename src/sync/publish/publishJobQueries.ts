import type { PostSource } from '@/domain/networks';
import { jobIdOf, type PublishJob, type PublishJobsState } from './publishJobsProjection';

const RUNNABLE = new Set<PublishJob['status']>(['waiting', 'attempting', 'unknown']);

/** The thread post before this one on the same network, if any. */
export function parentJobOf(state: PublishJobsState, job: PublishJob): PublishJob | undefined {
  return job.index === 0 ? undefined : state.jobs[jobIdOf(job.intentId, job.source, job.index - 1)];
}

/** Could run once its time comes: open, and its thread parent is published. */
function ready(state: PublishJobsState, job: PublishJob): boolean {
  if (!RUNNABLE.has(job.status)) return false;
  if (state.intents[job.intentId]?.discarded) return false;
  const parent = parentJobOf(state, job);
  return !parent || parent.status === 'succeeded';
}

/**
 * Jobs to run now, oldest intent first, each thread in order. When the
 * connection has just come back, jobs that failed for want of it are due at
 * once, whatever their backoff said.
 */
export function dueJobs(
  state: PublishJobsState,
  now: number,
  options: { networkFailuresNow?: boolean } = {},
): PublishJob[] {
  const due = (job: PublishJob) =>
    job.retryAt <= now || (!!options.networkFailuresNow && job.lastError?.kind === 'network');
  return Object.values(state.jobs)
    .filter((job) => ready(state, job) && due(job))
    .sort((a, b) => a.createdAt - b.createdAt || a.index - b.index || a.id.localeCompare(b.id));
}

/** When the next job becomes due (undefined when none waits). */
export function nextWakeAt(state: PublishJobsState): number | undefined {
  let next: number | undefined;
  for (const job of Object.values(state.jobs)) {
    if (ready(state, job) && (next === undefined || job.retryAt < next)) next = job.retryAt;
  }
  return next;
}

/** A thread post behind a failed one goes nowhere until the user retries. */
function blockedByFailure(state: PublishJobsState, job: PublishJob): boolean {
  for (let parent = parentJobOf(state, job); parent; parent = parentJobOf(state, parent)) {
    if (parent.status === 'failed') return true;
  }
  return false;
}

/** Whether a job will still run by itself: open, its post not discarded, no failed post before it. */
const stillRunning = (state: PublishJobsState, job: PublishJob) =>
  RUNNABLE.has(job.status) &&
  !state.intents[job.intentId]?.discarded &&
  !blockedByFailure(state, job);

/** Jobs that will still run by themselves (the outbox runs while any does). */
export function openJobCount(state: PublishJobsState): number {
  return Object.values(state.jobs).filter((job) => stillRunning(state, job)).length;
}

/** Posts (intents) with a job that will still run by itself. */
export function waitingIntentIds(state: PublishJobsState): Set<string> {
  const ids = new Set<string>();
  for (const job of Object.values(state.jobs)) {
    if (stillRunning(state, job)) ids.add(job.intentId);
  }
  return ids;
}

/**
 * Posts (intents) that wait or have failed, counted as the person counts
 * them: one post to four networks is one post (the sidebar's Outbox link).
 * A post waiting on one network and failed on another counts in both.
 */
export function outboxPostCounts(state: PublishJobsState): { waiting: number; failed: number } {
  const failed = new Set<string>();
  for (const job of Object.values(state.jobs)) {
    if (job.status === 'failed' && !state.intents[job.intentId]?.discarded) {
      failed.add(job.intentId);
    }
  }
  return { waiting: waitingIntentIds(state).size, failed: failed.size };
}

/** composer.md §4.6: progress = published posts / total, over every network of the intent. */
export function intentProgress(state: PublishJobsState, intentId: string) {
  const jobs = Object.values(state.jobs).filter((job) => job.intentId === intentId);
  const published = jobs.filter((job) => job.status === 'succeeded').length;
  return { published, total: jobs.length };
}

/** composer.md §3.1: each network's post id (per thread post) and its last error. */
export function intentResults(state: PublishJobsState, intentId: string) {
  const results: Partial<
    Record<PostSource, { postIds: (string | undefined)[]; postError?: string; failed: boolean }>
  > = {};
  const jobs = Object.values(state.jobs)
    .filter((job) => job.intentId === intentId)
    .sort((a, b) => a.index - b.index);
  for (const job of jobs) {
    const entry = (results[job.source] ??= { postIds: [], failed: false });
    entry.postIds[job.index] = job.postId;
    if (job.status === 'failed') {
      entry.failed = true;
      entry.postError = job.lastError?.reason;
    }
  }
  return results;
}

export type IntentOutcome =
  | { kind: 'pending' }
  | { kind: 'published' }
  /** Some networks have it, these do not (composer.md §4.6: 'Failed to post on: …'). */
  | { kind: 'partial'; failed: PostSource[] }
  /** composer.md §8: 'Post failed to publish.' */
  | { kind: 'failed' };

/** Where an intent ended, once no job of it will run again by itself. */
export function intentOutcome(state: PublishJobsState, intentId: string): IntentOutcome {
  const jobs = Object.values(state.jobs).filter(
    (job) => job.intentId === intentId && job.status !== 'discarded',
  );
  const stillGoing = jobs.some((job) => RUNNABLE.has(job.status) && !blockedByFailure(state, job));
  if (jobs.length === 0 || stillGoing) return { kind: 'pending' };
  const failed = [...new Set(jobs.filter((j) => j.status !== 'succeeded').map((j) => j.source))];
  if (failed.length === 0) return { kind: 'published' };
  const anyPublished = jobs.some((job) => job.status === 'succeeded');
  return anyPublished ? { kind: 'partial', failed } : { kind: 'failed' };
}

/**
 * Attached files no job will need again: every job of their intent is
 * published or discarded (a failed one may still be retried by the user).
 */
export function settledMediaIds(state: PublishJobsState): string[] {
  const open = new Set<string>();
  for (const job of Object.values(state.jobs)) {
    if (job.status !== 'succeeded' && job.status !== 'discarded') open.add(job.intentId);
  }
  return Object.values(state.intents).flatMap((intent) =>
    open.has(intent.id)
      ? []
      : intent.posts.flatMap((post) => (post.localMedia ?? []).map((m) => m.mediaId)),
  );
}

/**
 * The intent's networks waiting to try again by themselves after a failure
 * that may pass (composer.md §4.6): the last reason and when, per network
 * (the first such post of a thread).
 */
export function intentRetryWaits(
  state: PublishJobsState,
  intentId: string,
): { source: PostSource; reason: string; retryAt: number }[] {
  const waits = new Map<PostSource, { source: PostSource; reason: string; retryAt: number }>();
  const jobs = Object.values(state.jobs)
    .filter((job) => job.intentId === intentId)
    .sort((a, b) => a.index - b.index);
  for (const job of jobs) {
    if (waits.has(job.source) || job.status !== 'waiting' || !job.lastError?.retryable) continue;
    if (state.intents[job.intentId]?.discarded) continue;
    waits.set(job.source, {
      source: job.source,
      reason: job.lastError.reason,
      retryAt: job.retryAt,
    });
  }
  return [...waits.values()];
}
