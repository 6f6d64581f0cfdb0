import { z } from 'zod/mini';
import { runWithConcurrency } from '../runWithConcurrency';
import type { MediaFile, UploadedMedia } from '../source';
import { fail, ok, type SourceError, type SourceResult } from '../sourceResult';
import { multipartChunk } from './multipartChunk';
import { xCall, type XConnection } from './xApiClient';
import { xMediaCategory } from './xMediaCategory';

/** composer.md §9: 3 MiB chunks, 4 appends at once, 30 status checks. */
export const X_CHUNK_BYTES = 3 * 1024 * 1024;
export const X_APPENDS_IN_FLIGHT = 4;
export const X_STATUS_CHECKS = 30;
/** Above this (and for every video) the chunked upload is used (docs/decisions.md). */
export const X_SIMPLE_UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

const processingSchema = z.object({
  state: z.string(),
  check_after_secs: z.optional(z.number()),
  error: z.optional(z.object({ message: z.optional(z.string()) })),
});
const mediaSchema = z.object({
  data: z.object({
    id: z.optional(z.string()),
    media_id: z.optional(z.string()),
    processing_info: z.optional(processingSchema),
  }),
});

const uploadFailed = (error: SourceError): SourceError =>
  error.kind === 'auth' || error.kind === 'rate_limited'
    ? error
    : { ...error, message: 'Failed to upload on X' };

class ChunkFailed extends Error {
  constructor(readonly error: SourceError) {
    super(error.message);
  }
}

/** Waits, unless the signal is (or becomes) aborted; leaves no listener behind. */
const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    if (signal.aborted) {
      reject(signal.reason);
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal.addEventListener('abort', onAbort, { once: true });
  });

/**
 * X media upload through the product server, as composer.md §7.5 says:
 * small images in one request; videos and large files in 3 MiB chunks, four
 * appends at a time, then finalize and poll the processing status.
 */
export async function uploadXMedia(options: {
  connection: XConnection;
  file: MediaFile;
  signal: AbortSignal;
  onProgress?: (fraction: number) => void;
}): Promise<SourceResult<UploadedMedia>> {
  const { connection, file, signal } = options;
  const category = xMediaCategory(file.mimeType, file.durationSeconds);
  if (!category)
    return fail({ kind: 'invalid', message: `X does not accept ${file.mimeType} files` });
  const done = (id: string): SourceResult<UploadedMedia> => {
    options.onProgress?.(1);
    return ok({
      kind: category === 'tweet_gif' ? 'gif' : category === 'tweet_image' ? 'image' : 'video',
      ref: id,
      mimeType: file.mimeType,
      ...(file.alt ? { alt: file.alt } : {}),
      ...(file.width ? { width: file.width } : {}),
      ...(file.height ? { height: file.height } : {}),
    });
  };

  if (category === 'tweet_image' && file.data.size <= X_SIMPLE_UPLOAD_MAX_BYTES) {
    const form = new FormData();
    form.set('file', file.data, file.name);
    form.set('media_category', category);
    const answer = await xCall(connection, '/uploadMedia/v2', {
      method: 'POST',
      body: form,
      signal,
    });
    if (!answer.ok) return fail(uploadFailed(answer.error));
    const id = mediaSchema.safeParse(answer.value).data?.data.media_id;
    return id
      ? done(id)
      : fail({
          kind: 'network',
          message: 'Failed to upload media to Twitter, no media_id returned',
        });
  }

  const init = await xCall(
    connection,
    `/chunk/v2/init?${new URLSearchParams({ total_bytes: String(file.data.size), media_type: file.mimeType, media_category: category })}`,
    { method: 'POST', signal },
  );
  if (!init.ok) return fail(uploadFailed(init.error));
  const mediaId = mediaSchema.safeParse(init.value).data?.data.id;
  if (!mediaId)
    return fail({
      kind: 'network',
      message: 'Failed to upload media to Twitter, no media_id returned',
    });

  const chunks = Math.max(1, Math.ceil(file.data.size / X_CHUNK_BYTES));
  let sent = 0;
  try {
    await runWithConcurrency(
      Array.from({ length: chunks }, (_, i) => i),
      X_APPENDS_IN_FLIGHT,
      async (index) => {
        // The chunk goes as multipart/form-data (X's `media` field), built as one Blob.
        const { body, contentType } = multipartChunk(
          file.data.slice(index * X_CHUNK_BYTES, (index + 1) * X_CHUNK_BYTES),
        );
        const appended = await xCall(
          connection,
          `/chunk/v2/append?${new URLSearchParams({ media_id: mediaId, segment_index: String(index) })}`,
          // The product server never redirects a chunk.
          { method: 'POST', body, contentType, redirect: 'error', signal },
        );
        if (!appended.ok) throw new ChunkFailed(appended.error);
        sent += 1;
        options.onProgress?.((0.9 * sent) / chunks);
      },
    );
  } catch (error) {
    if (error instanceof ChunkFailed) return fail(uploadFailed(error.error));
    throw error;
  }

  const finalized = await xCall(connection, `/chunk/v2?media_id=${mediaId}`, {
    method: 'POST',
    signal,
  });
  if (!finalized.ok) return fail(uploadFailed(finalized.error));
  let processing = mediaSchema.safeParse(finalized.value).data?.data.processing_info;
  for (let check = 0; processing && check < X_STATUS_CHECKS; check++) {
    if (processing.state === 'succeeded') break;
    if (processing.state === 'failed') {
      return fail({
        kind: 'invalid',
        message: processing.error?.message ?? 'Failed to upload on X',
      });
    }
    await sleep((processing.check_after_secs ?? 1) * 1000, signal);
    const status = await xCall(connection, `/chunk/v2?media_id=${mediaId}`, { signal });
    if (!status.ok) return fail(uploadFailed(status.error));
    processing = mediaSchema.safeParse(status.value).data?.data.processing_info;
  }
  if (processing?.state === 'failed') {
    // The last status check may be the one that says so: a refusal, not a time-out.
    return fail({ kind: 'invalid', message: processing.error?.message ?? 'Failed to upload on X' });
  }
  if (processing && processing.state !== 'succeeded') {
    return fail({ kind: 'network', message: 'Timeout waiting for upload' });
  }
  return done(mediaId);
}
