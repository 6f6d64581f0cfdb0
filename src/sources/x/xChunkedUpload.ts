import {
  FAILED_TO_UPLOAD_ON_X,
  TIMEOUT_WAITING_FOR_UPLOAD,
  TWITTER_NO_MEDIA_ID,
} from '@/domain/messages/composer';
import { z } from 'zod/mini';
import { runWithConcurrency } from '../runWithConcurrency';
import type { MediaFile, UploadCheckpoints } from '../source';
import { fail, ok, type SourceError, type SourceResult } from '@/domain/result';
import { abortableSleep } from '../abortableSleep';
import { checkpointWriter } from './checkpointWriter';
import { multipartChunk } from './multipartChunk';
import { xCall, type XConnection } from './xApiClient';
import type { XMediaCategory } from './xMediaCategory';
import { resumableXUpload, type XUploadCheckpoint } from './xUploadCheckpoint';

/** composer.md §9: 3 MiB chunks, 4 appends at once, 30 status checks. */
export const X_CHUNK_BYTES = 3 * 1024 * 1024;
export const X_APPENDS_IN_FLIGHT = 4;
export const X_STATUS_CHECKS = 30;

const processingSchema = z.object({
  state: z.string(),
  check_after_secs: z.optional(z.number()),
  error: z.optional(z.object({ message: z.optional(z.string()) })),
});
const mediaSchema = z.object({
  data: z.object({
    id: z.optional(z.string()),
    expires_after_secs: z.optional(z.number()),
    processing_info: z.optional(processingSchema),
  }),
});
type Processing = z.infer<typeof processingSchema>;

export const uploadFailed = (error: SourceError): SourceError =>
  error.kind === 'auth' || error.kind === 'rate_limited'
    ? error
    : { ...error, message: FAILED_TO_UPLOAD_ON_X };

/** One upload session at X, as far as X has confirmed it. */
interface Session {
  mediaId: string;
  expiresAt: number;
  appended: Set<number>;
  finalized: boolean;
}

/**
 * X refused the media id: it does not know it (any more), it expired, or it
 * lacks segments X once confirmed. A resumed session starts over; a fresh
 * one fails with `error`.
 */
interface Refused {
  refused: true;
  error: SourceError;
}

class ChunkFailed extends Error {
  /** `undefined`: X answered 404, it does not know the media id. */
  constructor(readonly error: SourceError | undefined) {
    super(error?.message ?? 'Unknown media id');
  }
}

const noMediaId: SourceError = { kind: 'network', message: TWITTER_NO_MEDIA_ID };
/** X answered 404 for a media id it gave: worth another try (which starts over). */
const forgotten: Refused = {
  refused: true,
  error: { kind: 'network', message: FAILED_TO_UPLOAD_ON_X },
};
/** A 4xx refusal of the media id; other failures (network, auth, 429) end the attempt as they are. */
const refusedBy = (error: SourceError): Refused | SourceResult<never> =>
  error.kind === 'invalid'
    ? { refused: true, error: uploadFailed(error) }
    : fail(uploadFailed(error));

/**
 * X's chunked upload (composer.md §7.5): INIT, 3 MiB APPENDs four at a time,
 * FINALIZE, then STATUS until processed. Answers the media id. With
 * `checkpoints`, it saves where it stands after INIT, each APPEND and
 * FINALIZE, and carries on from a saved checkpoint with the same media id:
 * only the missing segments are sent, and a finalized upload is only
 * polled. If X refuses that media id, it starts over once with a new INIT
 * (docs/decisions.md, "Media uploads resume").
 */
export async function chunkedXUpload(options: {
  connection: XConnection;
  file: MediaFile;
  category: XMediaCategory;
  signal: AbortSignal;
  onProgress?: (fraction: number) => void;
  checkpoints?: UploadCheckpoints;
  now?: () => number;
}): Promise<SourceResult<string>> {
  const { connection, file, category, signal } = options;
  const now = options.now ?? Date.now;
  const totalBytes = file.data.size;
  const chunks = Math.max(1, Math.ceil(totalBytes / X_CHUNK_BYTES));
  const writer = checkpointWriter(options.checkpoints);
  const save = (session: Session) =>
    writer.save({
      v: 1,
      mediaId: session.mediaId,
      totalBytes,
      chunkBytes: X_CHUNK_BYTES,
      category,
      expiresAt: session.expiresAt,
      appended: [...session.appended].sort((a, b) => a - b),
      ...(session.finalized ? { finalized: true } : {}),
    } satisfies XUploadCheckpoint);
  const mediaPath = (session: Session) => `/chunk/v2?media_id=${session.mediaId}`;
  const expiresAt = (seconds: number | undefined) => now() + (seconds ?? 0) * 1000;

  async function init(): Promise<SourceResult<Session>> {
    const query = new URLSearchParams({
      total_bytes: String(totalBytes),
      media_type: file.mimeType,
      media_category: category,
    });
    const answer = await xCall(connection, `/chunk/v2/init?${query}`, { method: 'POST', signal });
    if (!answer.ok) return fail(uploadFailed(answer.error));
    const data = mediaSchema.safeParse(answer.value).data?.data;
    if (!data?.id) return fail(noMediaId);
    const session: Session = {
      mediaId: data.id,
      expiresAt: expiresAt(data.expires_after_secs),
      appended: new Set(),
      finalized: false,
    };
    save(session);
    return ok(session);
  }

  async function appendMissing(session: Session): Promise<Refused | SourceResult<never> | null> {
    const missing = Array.from({ length: chunks }, (_, i) => i).filter(
      (i) => !session.appended.has(i),
    );
    if (session.appended.size) options.onProgress?.((0.9 * session.appended.size) / chunks);
    try {
      await runWithConcurrency(missing, X_APPENDS_IN_FLIGHT, async (index) => {
        // The chunk goes as multipart/form-data (X's `media` field), built as one Blob.
        const { body, contentType } = multipartChunk(
          file.data.slice(index * X_CHUNK_BYTES, (index + 1) * X_CHUNK_BYTES),
        );
        const query = new URLSearchParams({
          media_id: session.mediaId,
          segment_index: String(index),
        });
        const appended = await xCall(connection, `/chunk/v2/append?${query}`, {
          // The product server never redirects a chunk.
          method: 'POST',
          body,
          contentType,
          redirect: 'error',
          signal,
        });
        if (!appended.ok) throw new ChunkFailed(appended.error);
        if (appended.value === undefined) throw new ChunkFailed(undefined);
        session.appended.add(index);
        save(session);
        options.onProgress?.((0.9 * session.appended.size) / chunks);
      });
    } catch (error) {
      if (error instanceof ChunkFailed) return error.error ? refusedBy(error.error) : forgotten;
      throw error;
    }
    return null;
  }

  /** From wherever the session stands to a processed media id. */
  async function carryOn(session: Session): Promise<Refused | SourceResult<string>> {
    let processing: Processing | undefined;
    if (!session.finalized) {
      const appendFailure = await appendMissing(session);
      if (appendFailure) return appendFailure;
      const finalized = await xCall(connection, mediaPath(session), { method: 'POST', signal });
      if (!finalized.ok) return refusedBy(finalized.error);
      if (finalized.value === undefined) return forgotten;
      const data = mediaSchema.safeParse(finalized.value).data?.data;
      session.finalized = true;
      if (data?.expires_after_secs !== undefined)
        session.expiresAt = expiresAt(data.expires_after_secs);
      save(session);
      processing = data?.processing_info;
    } else {
      options.onProgress?.(0.9);
      const status = await xCall(connection, mediaPath(session), { signal });
      if (!status.ok) return refusedBy(status.error);
      if (status.value === undefined) return forgotten;
      processing = mediaSchema.safeParse(status.value).data?.data.processing_info;
    }

    for (let check = 0; processing && check < X_STATUS_CHECKS; check++) {
      if (processing.state === 'succeeded' || processing.state === 'failed') break;
      await abortableSleep((processing.check_after_secs ?? 1) * 1000, signal);
      const status = await xCall(connection, mediaPath(session), { signal });
      if (!status.ok) return refusedBy(status.error);
      if (status.value === undefined) return forgotten;
      processing = mediaSchema.safeParse(status.value).data?.data.processing_info;
    }
    if (processing?.state === 'failed') {
      // X processed the file and refused it (the last status check may be the one that
      // says so): a refusal in X's words, not a time-out, and not worth starting over.
      return fail({
        kind: 'invalid',
        message: processing.error?.message ?? FAILED_TO_UPLOAD_ON_X,
      });
    }
    if (processing && processing.state !== 'succeeded') {
      return fail({ kind: 'network', message: TIMEOUT_WAITING_FOR_UPLOAD });
    }
    return ok(session.mediaId);
  }

  try {
    const saved = resumableXUpload(options.checkpoints?.resumeFrom, {
      totalBytes,
      chunkBytes: X_CHUNK_BYTES,
      category,
      now: now(),
    });
    if (saved) {
      const resumed = await carryOn({
        mediaId: saved.mediaId,
        expiresAt: saved.expiresAt,
        appended: new Set(saved.appended),
        finalized: saved.finalized === true,
      });
      if (!('refused' in resumed)) return resumed;
      // X no longer takes that media id: start over, once.
    }
    const started = await init();
    if (!started.ok) return started;
    const fresh = await carryOn(started.value);
    return 'refused' in fresh ? fail(fresh.error) : fresh;
  } finally {
    await writer.flush();
  }
}
