import { SOURCE_LABELS } from '@/domain/networks';
import type { NewEventFor } from '@/events/eventCatalog';
import type { mediaUploadDefinitions } from '@/events/types/mediaUploadEvents';
import type { PublishTarget, publishDefinitions } from '@/events/types/publishEvents';
import type { FetchLinkPicture } from '@/sources/product/fetchLinkPicture';
import { loginRequired, PARENT_POST_MISSING, POST_MISSING } from '@/domain/messages/composer';
import type { PreparedPost, Source } from '@/sources/source';
import type { SourceError, SourceResult } from '@/domain/result';
import { giveUpReason, retryAtAfter } from '../backoff';
import type { JobRunContext } from '../jobRunContext';
import { outgoingPostFor } from './outgoingPostFor';
import type { StoredFile } from '../media/mediaStore';
import { parentJobOf } from './publishJobQueries';
import { uploadLinkPicture, type LinkPictureContext } from './uploadLinkPicture';
import { uploadGifFiles, uploadGifStills, withGifStills } from './uploadGifStills';
import { framePollFor } from './framePollFor';
import type { CreateFramePoll } from '@/sources/product/createFramePoll';
import { uploadLocalMedia } from './uploadLocalMedia';
import type { PublishJob, PublishJobsState } from './publishJobsProjection';

export type NewPublishEvent = NewEventFor<
  (typeof publishDefinitions)[number] | (typeof mediaUploadDefinitions)[number]
>;

/**
 * After this many attempts to publish (since the user last retried) a job
 * stops and asks. Uploads, preparing and reconciling send no post: they back
 * off (capped at 5 min) until the 7-day limit, or stop at a refusal.
 */
export const MAX_PUBLISH_ATTEMPTS = 12;

/** Uploads may be long (a video); the executor's signal still stops them. */
export const UPLOAD_TIMEOUT_MS = 10 * 60_000;

/**
 * Uploads and preparing never publish: an answer lost there (a file stored
 * twice at worst) is tried again like any network failure.
 */
const beforeSending = (error: SourceError): SourceError =>
  error.kind === 'unknown_outcome' ? { ...error, kind: 'network' } : error;

/** Why a job stops trying by itself, if it must. */
const giveUpOf = (job: PublishJob, now: number) =>
  giveUpReason(
    { attempts: job.attempts, since: job.createdAt, lastReason: job.lastError?.reason },
    MAX_PUBLISH_ATTEMPTS,
    now,
  );

export interface PublishRunContext extends JobRunContext<NewPublishEvent> {
  /** An attached file's bytes (the media store); undefined when it is not on this device. */
  mediaFile?(mediaId: string): Promise<StoredFile | undefined>;
  /** The longest one upload may take (an upload sent twice duplicates no post). */
  uploadTimeoutMs?: number;
  /** A link card's picture through the product server (Bluesky uploads it as the card's thumbnail). */
  fetchLinkPicture?: FetchLinkPicture;
  /** composer.md §7.4: creates a post's frame poll (Farcaster, Lens) through the product server. */
  createFramePoll?: CreateFramePoll;
  /** Told how long each adapter call took (the bench's overhead figure). */
  onAdapterCall?: (ms: number) => void;
}

export const loginRequiredMessage = (target: PublishTarget) =>
  loginRequired(SOURCE_LABELS[target.source]);

/**
 * One step of one job (DESIGN.md, "Sync: exactly once"): fix what makes a
 * retry safe, reconcile an attempt that may have landed, then attempt. Every
 * step and outcome is an event; nothing is sent twice to a network that may
 * already have the post.
 */
export async function runPublishJob(
  state: PublishJobsState,
  job: PublishJob,
  context: PublishRunContext,
): Promise<void> {
  const intent = state.intents[job.intentId];
  if (!intent) return;
  const aggregateId = job.intentId;
  const jobId = job.id;
  const append = (event: Omit<NewPublishEvent, 'aggregateId'>) =>
    context.append({ ...event, aggregateId } as NewPublishEvent);

  async function fail(error: SourceError, notLanded: boolean, final = false) {
    const retryAt = retryAtAfter(error, job.failures + 1, context.now(), {
      final,
      random: context.random,
    });
    const retryable = retryAt !== undefined;
    await append({
      type: 'PublishFailed',
      payload: {
        jobId,
        retryable,
        reason: error.message,
        kind: error.kind,
        ...(error.code ? { code: error.code } : {}),
        ...(retryAt === undefined ? {} : { retryAt }),
        ...(notLanded ? { notLanded } : {}),
      },
    });
  }

  /** One adapter call, timed and bounded. */
  async function call<T>(
    run: (signal: AbortSignal) => Promise<SourceResult<T>>,
    timeoutMs = context.callTimeoutMs,
  ) {
    const started = performance.now();
    const signal = AbortSignal.any([context.signal, AbortSignal.timeout(timeoutMs)]);
    try {
      return await run(signal);
    } finally {
      context.onAdapterCall?.(performance.now() - started);
    }
  }

  const target = { source: job.source, accountId: job.accountId };
  let source: Source | undefined;
  try {
    source = await context.sourceFor(target);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return fail({ kind: 'network', message }, !job.mayHaveLanded);
  }
  if (!source) {
    await fail({ kind: 'auth', message: loginRequiredMessage(target) }, !job.mayHaveLanded);
    return;
  }

  async function giveUp(reason: string) {
    await fail({ kind: 'network', message: reason }, true, true);
  }

  let prepared: PreparedPost;
  if (job.prepared) {
    prepared = { source: job.source, idempotencyKey: jobId, ...job.prepared };
  } else {
    // Nothing was sent yet: a job that kept failing to get ready stops here.
    const reason = giveUpOf(job, context.now());
    if (reason) return giveUp(reason);
    if (!intent.posts[job.index]) return fail({ kind: 'invalid', message: POST_MISSING }, true);
    const parent = parentJobOf(state, job);
    // A thread's later post answers the one before it: never sent as a post of its own.
    if (job.index > 0 && !parent?.postId)
      return fail({ kind: 'invalid', message: PARENT_POST_MISSING }, true);
    const uploads = await uploadLocalMedia(state, job, source, {
      mediaFile: (mediaId) => context.mediaFile?.(mediaId) ?? Promise.resolve(undefined),
      checkpointed: async (mediaId, checkpoint) => {
        await append({ type: 'MediaUploadCheckpointed', payload: { jobId, mediaId, checkpoint } });
      },
      uploaded: (mediaId, media) =>
        append({ type: 'MediaUploaded', payload: { jobId, mediaId, media } }),
      call: (run) => call(run, context.uploadTimeoutMs ?? UPLOAD_TIMEOUT_MS),
    });
    if (!uploads.ok) return fail(beforeSending(uploads.error), true);
    const pictures: LinkPictureContext = {
      fetchPicture: context.fetchLinkPicture,
      signal: () => AbortSignal.any([context.signal, AbortSignal.timeout(context.callTimeoutMs)]),
      uploaded: (mediaId, media) =>
        append({ type: 'MediaUploaded', payload: { jobId, mediaId, media } }),
      skipped: (mediaId, why) =>
        append({ type: 'MediaUploadSkipped', payload: { jobId, mediaId, ...why } }),
      call: (run) => call(run),
    };
    const linkPicture = await uploadLinkPicture(state, job, source, pictures);
    // A provider GIF as this network takes it: its still (Bluesky), or its file (X).
    const gifStills = await uploadGifStills(state, job, source, pictures);
    if (!gifStills.ok) return fail(gifStills.error, true);
    const gifFiles = await uploadGifFiles(state, job, source, pictures);
    if (!gifFiles.ok) return fail(gifFiles.error, true);
    // composer.md §7.4: the post's frame poll exists before its Farcaster or Lens post is fixed.
    const framed = await framePollFor(intent, job, {
      create: context.createFramePoll,
      created: (poll) => append({ type: 'FramePollCreated', payload: poll }),
      call: (run) => call(run),
    });
    if (!framed.ok) return fail(framed.error, true);
    const post = withGifStills(
      outgoingPostFor(framed.value, job, parent?.postId, uploads.value, linkPicture),
      gifStills.value,
      gifFiles.value,
    );
    if (!post) return fail({ kind: 'invalid', message: POST_MISSING }, true);
    const result = await call((signal) => source.prepare(post, jobId, signal));
    if (!result.ok) return fail(beforeSending(result.error), true);
    prepared = result.value;
    await append({
      type: 'PublishPrepared',
      payload: { jobId, fingerprint: prepared.fingerprint, request: prepared.request },
    });
  }

  if (job.mayHaveLanded) {
    const found = await call((signal) => source.reconcile(prepared, signal));
    if (!found.ok) {
      // Not knowing whether it landed, it must not be sent: try to find out later.
      const error: SourceError =
        found.error.kind === 'unknown_outcome' ? { ...found.error, kind: 'network' } : found.error;
      return fail(error, false);
    }
    if (found.value) {
      await append({
        type: 'PublishSucceeded',
        payload: {
          jobId,
          postId: found.value.id,
          url: found.value.url,
          reconciled: true,
          source: job.source,
          accountId: job.accountId,
        },
      });
      return;
    }
    await append({ type: 'PublishNotLanded', payload: { jobId } });
  }

  const reason = giveUpOf(job, context.now());
  if (reason) return giveUp(reason);

  // Stopping (or the lease is gone): nothing new goes out; the next executor carries on.
  if (context.signal.aborted) return;
  await append({
    type: 'PublishAttempted',
    payload: { jobId, attempt: job.attempts + 1, executor: context.executor },
  });
  const published = await call((signal) => source.publish(prepared, signal));
  if (published.ok) {
    await append({
      type: 'PublishSucceeded',
      payload: {
        jobId,
        postId: published.value.id,
        url: published.value.url,
        source: job.source,
        accountId: job.accountId,
      },
    });
  } else if (published.error.kind === 'unknown_outcome') {
    await append({
      type: 'PublishOutcomeUnknown',
      payload: { jobId, reason: published.error.message },
    });
  } else {
    await fail(published.error, true);
  }
}
