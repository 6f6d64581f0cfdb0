import { TWITTER_NO_MEDIA_ID } from '@/domain/messages/composer';
import { z } from 'zod/mini';
import type { MediaFile, UploadCheckpoints, UploadedMedia } from '../source';
import { fail, ok, type SourceResult } from '@/domain/result';
import { xCall, type XConnection } from './xApiClient';
import { chunkedXUpload, uploadFailed } from './xChunkedUpload';
import { xMediaCategory } from './xMediaCategory';

export { X_APPENDS_IN_FLIGHT, X_CHUNK_BYTES, X_STATUS_CHECKS } from './xChunkedUpload';
/** Above this (and for every video) the chunked upload is used (docs/decisions.md). */
export const X_SIMPLE_UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

const mediaSchema = z.object({ data: z.object({ media_id: z.optional(z.string()) }) });

/**
 * X media upload through the product server, as composer.md §7.5 says:
 * small images in one request; videos and large files in 3 MiB chunks, four
 * appends at a time, then finalize and poll the processing status. A
 * chunked upload can resume from a checkpoint; a single request has none.
 */
export async function uploadXMedia(options: {
  connection: XConnection;
  file: MediaFile;
  signal: AbortSignal;
  onProgress?: (fraction: number) => void;
  /** Where a chunked upload resumes from, and where it saves its progress (`xChunkedUpload`). */
  checkpoints?: UploadCheckpoints;
}): Promise<SourceResult<UploadedMedia>> {
  const { connection, file, signal } = options;
  const category = xMediaCategory(file.mimeType, file.durationSeconds);
  if (!category)
    return fail({ kind: 'invalid', message: `X does not accept ${file.mimeType} files` });
  const done = async (id: string): Promise<SourceResult<UploadedMedia>> => {
    // X takes a picture's alt text as metadata of the uploaded media (POST /2/media/metadata).
    if (file.alt) {
      const described = await xCall(connection, '/media/metadata', {
        method: 'POST',
        json: { id, metadata: { alt_text: { text: file.alt } } },
        signal,
      });
      if (!described.ok) return fail(uploadFailed(described.error));
    }
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
    return id ? done(id) : fail({ kind: 'network', message: TWITTER_NO_MEDIA_ID });
  }

  const uploaded = await chunkedXUpload({ ...options, category });
  return uploaded.ok ? done(uploaded.value) : uploaded;
}
