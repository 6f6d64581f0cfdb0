import { z } from 'zod/mini';
import { VIDEOS_NOT_UPLOADED } from '@/domain/messages/composer';
import type { MediaHost } from '../mediaHost';
import { convertStoredVideo } from '../product/convertStoredVideo';
import type { VideoConvertService } from '../product/videoConvertClient';
import type { MediaFile, UploadCheckpoints, UploadedMedia } from '../source';
import { fail, ok, type SourceResult } from '@/domain/result';

/**
 * How far a Farcaster video got: stored (its URL), then a convert job
 * submitted. Plain addresses and a job id: nothing secret.
 */
const checkpointSchema = z.object({
  v: z.literal(1),
  url: z.string().check(z.minLength(1)),
  job: z.optional(z.object({ jobId: z.string(), m3u8Url: z.string() })),
});
type VideoCheckpoint = z.infer<typeof checkpointSchema>;

/**
 * A cast embeds a video by its address, and Farcaster clients play HLS: the
 * file is put on the product's storage, then converted (composer.md §4.5,
 * §7.5) and the cast embeds the playlist. Each step is checkpointed, so a
 * retry after a reload neither uploads nor converts the same file twice.
 */
export async function uploadFarcasterVideo(options: {
  file: MediaFile;
  media: MediaHost;
  convert: VideoConvertService;
  signal: AbortSignal;
  checkpoints?: UploadCheckpoints | undefined;
  pollIntervalMs?: number;
}): Promise<SourceResult<UploadedMedia>> {
  const { file, signal } = options;
  const { width, height } = file;
  if (!width || !height) {
    return fail({ kind: 'invalid', message: VIDEOS_NOT_UPLOADED });
  }
  const resumed = checkpointSchema.safeParse(options.checkpoints?.resumeFrom);
  let checkpoint: VideoCheckpoint | undefined = resumed.success ? resumed.data : undefined;
  const save = async (next: VideoCheckpoint) => {
    checkpoint = next;
    await options.checkpoints?.save(next);
  };

  if (!checkpoint) {
    const stored = await options.media.upload(file, signal);
    if (!stored.ok) return stored;
    await save({ v: 1, url: stored.value.url });
  }
  const url = checkpoint?.url ?? '';
  const converted = await convertStoredVideo({
    service: options.convert,
    fileUrl: url,
    width,
    height,
    signal,
    ...(checkpoint?.job ? { resume: checkpoint.job } : {}),
    submitted: (job) => save({ v: 1, url, job }),
    failed: () => save({ v: 1, url }),
    ...(options.pollIntervalMs === undefined ? {} : { pollIntervalMs: options.pollIntervalMs }),
  });
  if (!converted.ok) return converted;
  return ok({
    kind: 'video',
    ref: converted.value.m3u8Url,
    mimeType: 'application/vnd.apple.mpegurl',
    width,
    height,
    ...(file.alt ? { alt: file.alt } : {}),
  });
}
