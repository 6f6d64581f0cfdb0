import { z } from 'zod/mini';
import { POST_SOURCES, type PostSource } from '@/domain/networks';
import type { EventFor } from '@/events/eventCatalog';
import type { Projection } from '@/events/projection';
import type { mediaUploadDefinitions } from '@/events/types/mediaUploadEvents';
import {
  publishPostSchema,
  publishTargetSchema,
  uploadedMediaSchema,
  type publishDefinitions,
} from '@/events/types/publishEvents';

export type PublishEvent = EventFor<
  (typeof publishDefinitions)[number] | (typeof mediaUploadDefinitions)[number]
>;

/**
 * composer.md §4.6: how long a thread's next post waits after its parent
 * was published, so the network can serve the parent (X needs no wait).
 */
export const THREAD_PARENT_WAIT_MS: Record<PostSource, number> = {
  Farcaster: 3000,
  Lens: 1000,
  Bsky: 1000,
  Twitter: 0,
};

const jobStatus = z.enum([
  /** Waits for its time (and its thread parent), then runs. */
  'waiting',
  /** An attempt began and no outcome was logged (the executor may have died): reconcile first. */
  'attempting',
  /** The last attempt's answer was lost: reconcile first. */
  'unknown',
  'succeeded',
  /** Stopped: not retryable, or given up. The user may retry it. */
  'failed',
  'discarded',
]);
export type JobStatus = z.infer<typeof jobStatus>;

const jobSchema = z.object({
  /** `{intentId}:{source}:{index}`; also the idempotency key. */
  id: z.string(),
  intentId: z.string(),
  source: z.enum(POST_SOURCES),
  accountId: z.string(),
  /** Position in the thread (0 for a single post). */
  index: z.int(),
  status: jobStatus,
  /** Attempts since the job was created or last retried by the user. */
  attempts: z.int(),
  totalAttempts: z.int(),
  /**
   * Every time it was tried on its network (the outbox's "Attempts"): each
   * send, and each try that failed before anything was sent (an upload,
   * preparing, a reconcile). Never reset.
   */
  tries: z.int(),
  /** Failures (of uploads, preparing or attempts) since created or last retried by the user: the backoff's step. */
  failures: z.int(),
  /** Epoch ms: not run before. */
  retryAt: z.number(),
  /** An attempt began and no answer said it failed: reconcile before sending again. */
  mayHaveLanded: z.boolean(),
  createdAt: z.number(),
  prepared: z.optional(z.object({ fingerprint: z.string(), request: z.unknown() })),
  postId: z.optional(z.string()),
  url: z.optional(z.string()),
  publishedAt: z.optional(z.number()),
  lastError: z.optional(
    z.object({
      reason: z.string(),
      kind: z.string(),
      code: z.optional(z.string()),
      retryable: z.boolean(),
    }),
  ),
});
export type PublishJob = z.infer<typeof jobSchema>;

const intentSchema = z.object({
  id: z.string(),
  kind: z.enum(['post', 'reply', 'quote', 'thread']),
  targets: z.array(publishTargetSchema),
  posts: z.array(publishPostSchema),
  replyTo: z.optional(z.partialRecord(z.enum(POST_SOURCES), z.string())),
  quoteOf: z.optional(z.partialRecord(z.enum(POST_SOURCES), z.string())),
  createdAt: z.number(),
  discarded: z.boolean(),
  /** The wait between a thread's posts, where the intent fixed one. */
  threadGapMs: z.optional(z.int()),
  /** composer.md §7.4: each post's frame poll once created, by the post's index. */
  framePolls: z.optional(
    z.record(z.string(), z.object({ pollId: z.string(), frameUrl: z.string() })),
  ),
});
export type PublishIntent = z.infer<typeof intentSchema>;

/** One attached file on its way to one network: uploaded once, reused by every retry. */
const mediaUploadSchema = z.object({
  /** The last point an interrupted upload can resume from (the adapter's JSON). */
  checkpoint: z.optional(z.unknown()),
  media: z.optional(uploadedMediaSchema),
  /** A picture the post can go without was not uploaded (a link card's), and why. */
  skipped: z.optional(z.object({ reason: z.string(), retryable: z.boolean() })),
});
export type MediaUpload = z.infer<typeof mediaUploadSchema>;

/** Uploads are per (intent, network, file): an intent has one account per network. */
export const mediaUploadKey = (intentId: string, source: PostSource, mediaId: string) =>
  `${intentId}:${source}:${mediaId}`;

export interface PublishJobsState {
  intents: Record<string, PublishIntent>;
  jobs: Record<string, PublishJob>;
  uploads: Record<string, MediaUpload>;
}

export const jobIdOf = (intentId: string, source: PostSource, index: number) =>
  `${intentId}:${source}:${index}`;

function update(
  state: PublishJobsState,
  jobId: string,
  change: (job: PublishJob) => PublishJob,
): PublishJobsState {
  const job = state.jobs[jobId];
  if (!job) return state;
  return { ...state, jobs: { ...state.jobs, [jobId]: change(job) } };
}

const isOpen = (job: PublishJob) => job.status !== 'succeeded' && job.status !== 'discarded';

/** How long a settled intent (every job published or discarded) stays in view. */
export const SETTLED_INTENT_KEPT_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Forgets intents settled more than SETTLED_INTENT_KEPT_MS before `now`
 * (with their jobs and uploads), so the projection and its snapshot stay
 * the size of what is recent. The log keeps everything.
 */
function pruneSettled(state: PublishJobsState, now: number): PublishJobsState {
  const lastActivity = new Map<string, number>();
  const open = new Set<string>();
  for (const job of Object.values(state.jobs)) {
    if (isOpen(job)) open.add(job.intentId);
    const at = Math.max(job.publishedAt ?? 0, job.createdAt);
    lastActivity.set(job.intentId, Math.max(lastActivity.get(job.intentId) ?? 0, at));
  }
  const stale = Object.keys(state.intents).filter(
    (id) => !open.has(id) && (lastActivity.get(id) ?? 0) < now - SETTLED_INTENT_KEPT_MS,
  );
  if (stale.length === 0) return state;
  const gone = new Set(stale);
  const ofGone = (key: string) => gone.has(key.slice(0, key.indexOf(':')));
  return {
    intents: Object.fromEntries(Object.entries(state.intents).filter(([id]) => !gone.has(id))),
    jobs: Object.fromEntries(Object.entries(state.jobs).filter(([id]) => !ofGone(id))),
    uploads: Object.fromEntries(Object.entries(state.uploads).filter(([key]) => !ofGone(key))),
  };
}

/** Publish intents and their jobs, one per (post, network), from the log. */
export const publishJobsProjection: Projection<PublishJobsState, PublishEvent> = {
  name: 'publishJobs',
  version: 6,
  initial: { intents: {}, jobs: {}, uploads: {} },
  stateSchema: z.object({
    intents: z.record(z.string(), intentSchema),
    jobs: z.record(z.string(), jobSchema),
    uploads: z.record(z.string(), mediaUploadSchema),
  }),
  apply(state, event) {
    switch (event.type) {
      case 'PublishRequested': {
        const { kind, targets, posts, replyTo, quoteOf, threadGapMs } = event.payload;
        const intent: PublishIntent = {
          id: event.id,
          kind,
          targets,
          posts,
          ...(replyTo ? { replyTo } : {}),
          ...(quoteOf ? { quoteOf } : {}),
          ...(threadGapMs === undefined ? {} : { threadGapMs }),
          createdAt: event.at,
          discarded: false,
        };
        const jobs = { ...state.jobs };
        for (const target of targets) {
          posts.forEach((_, index) => {
            const id = jobIdOf(event.id, target.source, index);
            jobs[id] = {
              id,
              intentId: event.id,
              source: target.source,
              accountId: target.accountId,
              index,
              status: 'waiting',
              attempts: 0,
              totalAttempts: 0,
              tries: 0,
              failures: 0,
              retryAt: event.at,
              mayHaveLanded: false,
              createdAt: event.at,
            };
          });
        }
        // A new intent is the moment to forget old settled ones (a pure fold: the event's time).
        return pruneSettled(
          { ...state, intents: { ...state.intents, [event.id]: intent }, jobs },
          event.at,
        );
      }
      case 'PublishPrepared':
        return update(state, event.payload.jobId, (job) => ({
          ...job,
          prepared: { fingerprint: event.payload.fingerprint, request: event.payload.request },
        }));
      case 'PublishAttempted':
        return update(state, event.payload.jobId, (job) =>
          isOpen(job)
            ? {
                ...job,
                status: 'attempting',
                mayHaveLanded: true,
                attempts: job.attempts + 1,
                totalAttempts: job.totalAttempts + 1,
                tries: job.tries + 1,
              }
            : job,
        );
      case 'PublishSucceeded': {
        const done = update(state, event.payload.jobId, (job) => ({
          ...job,
          status: 'succeeded',
          postId: event.payload.postId,
          url: event.payload.url,
          publishedAt: event.at,
        }));
        const job = done.jobs[event.payload.jobId];
        if (!job) return done;
        // The thread's next post waits for the network to serve its parent.
        const next = jobIdOf(job.intentId, job.source, job.index + 1);
        const wait = done.intents[job.intentId]?.threadGapMs ?? THREAD_PARENT_WAIT_MS[job.source];
        return update(done, next, (successor) => ({
          ...successor,
          retryAt: Math.max(successor.retryAt, event.at + wait),
        }));
      }
      case 'PublishFailed': {
        const { retryable, reason, kind, code, retryAt, notLanded } = event.payload;
        return update(state, event.payload.jobId, (job) =>
          isOpen(job)
            ? {
                ...job,
                status: retryable ? 'waiting' : 'failed',
                failures: job.failures + 1,
                // A failure after a send ends that try; any other is a try of its own.
                tries: job.status === 'attempting' ? job.tries : job.tries + 1,
                mayHaveLanded: notLanded ? false : job.mayHaveLanded,
                retryAt: retryable ? (retryAt ?? event.at) : job.retryAt,
                lastError: { reason, kind, retryable, ...(code ? { code } : {}) },
              }
            : job,
        );
      }
      case 'PublishOutcomeUnknown':
        return update(state, event.payload.jobId, (job) =>
          isOpen(job)
            ? {
                ...job,
                status: 'unknown',
                lastError: {
                  reason: event.payload.reason,
                  kind: 'unknown_outcome',
                  retryable: true,
                },
              }
            : job,
        );
      case 'PublishNotLanded':
        return update(state, event.payload.jobId, (job) =>
          isOpen(job) ? { ...job, status: 'waiting', mayHaveLanded: false } : job,
        );
      case 'PublishRetryRequested': {
        // The person's retry: a failed job runs again, and a job waiting out its
        // backoff after a failure runs now; either starts its count and backoff afresh.
        const sources = new Set(event.payload.sources);
        const jobs = { ...state.jobs };
        for (const job of Object.values(state.jobs)) {
          if (job.intentId !== event.payload.intentId || !sources.has(job.source)) continue;
          const backingOff = job.status === 'waiting' && job.lastError !== undefined;
          if (job.status !== 'failed' && !backingOff) continue;
          jobs[job.id] = {
            ...job,
            status: 'waiting',
            attempts: 0,
            failures: 0,
            retryAt: event.at,
          };
        }
        return { ...state, jobs };
      }
      case 'PublishDiscarded': {
        const intent = state.intents[event.payload.intentId];
        if (!intent) return state;
        // Only the networks named, when some are: what went out elsewhere stays.
        const only = event.payload.sources && new Set(event.payload.sources);
        const jobs = { ...state.jobs };
        for (const job of Object.values(state.jobs)) {
          if (job.intentId !== intent.id || !isOpen(job)) continue;
          if (only && !only.has(job.source)) continue;
          jobs[job.id] = { ...job, status: 'discarded' };
        }
        return {
          ...state,
          intents: only
            ? state.intents
            : { ...state.intents, [intent.id]: { ...intent, discarded: true } },
          jobs,
        };
      }
      case 'FramePollCreated': {
        const { intentId, index, pollId, frameUrl } = event.payload;
        const intent = state.intents[intentId];
        // The first poll created for a post is its poll: a second answer changes nothing.
        if (!intent || intent.framePolls?.[index]) return state;
        const framePolls = { ...intent.framePolls, [index]: { pollId, frameUrl } };
        return { ...state, intents: { ...state.intents, [intentId]: { ...intent, framePolls } } };
      }
      case 'MediaUploadCheckpointed':
      case 'MediaUploaded': {
        const job = state.jobs[event.payload.jobId];
        if (!job) return state;
        const key = mediaUploadKey(job.intentId, job.source, event.payload.mediaId);
        const upload = state.uploads[key] ?? {};
        // An upload that finished keeps its result; a late checkpoint changes nothing.
        if (upload.media) return state;
        const next: MediaUpload =
          event.type === 'MediaUploaded'
            ? { media: event.payload.media }
            : { checkpoint: event.payload.checkpoint };
        return { ...state, uploads: { ...state.uploads, [key]: next } };
      }
      case 'MediaUploadSkipped': {
        const job = state.jobs[event.payload.jobId];
        if (!job) return state;
        const key = mediaUploadKey(job.intentId, job.source, event.payload.mediaId);
        if (state.uploads[key]?.media) return state;
        const { reason, retryable } = event.payload;
        return {
          ...state,
          uploads: { ...state.uploads, [key]: { skipped: { reason, retryable } } },
        };
      }
      default:
        return state;
    }
  },
};
