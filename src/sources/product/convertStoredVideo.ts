import { CONVERT_JOB_FAILED } from '@/domain/messages/composer';
import { abortableSleep } from '../abortableSleep';
import { fail, ok, type SourceResult } from '@/domain/result';
import type { ConvertJobHandle, VideoConvertService } from './videoConvertClient';

/** composer.md §7.5 and §9: the job's status is asked every 1500 ms. */
export const CONVERT_POLL_INTERVAL_MS = 1500;
/** Ten minutes of polls; then the attempt ends and the next one resumes the same job. */
export const CONVERT_POLL_LIMIT = 400;
/** composer.md §8. */
export { CONVERT_JOB_FAILED };

const FAILED = new Set(['Canceled', 'Error', 'StatusUpdate']);

export interface ConvertStoredVideoOptions {
  service: VideoConvertService;
  fileUrl: string;
  width: number;
  height: number;
  signal: AbortSignal;
  /** A job an earlier attempt submitted: polled instead of converting again. */
  resume?: ConvertJobHandle;
  /** Called once a job exists, so an interrupted attempt can resume it. */
  submitted(job: ConvertJobHandle): Promise<void>;
  /** Called when the job failed, so a retry converts afresh. */
  failed(): Promise<void>;
  pollIntervalMs?: number;
  pollLimit?: number;
}

/**
 * Converts a stored video to HLS through the product's converter
 * (composer.md §4.5, §7.5): submit, then poll until Complete; Canceled,
 * Error and StatusUpdate fail with 'Convert job failed'. A resumed job the
 * server no longer knows is submitted again. Answers the playlist's address.
 */
export async function convertStoredVideo(
  options: ConvertStoredVideoOptions,
): Promise<SourceResult<{ m3u8Url: string }>> {
  const { service, signal } = options;
  const interval = options.pollIntervalMs ?? CONVERT_POLL_INTERVAL_MS;
  const limit = options.pollLimit ?? CONVERT_POLL_LIMIT;

  const submit = async (): Promise<SourceResult<ConvertJobHandle>> => {
    const { fileUrl, width, height } = options;
    const job = await service.submit({ fileUrl, width, height }, signal);
    if (job.ok) await options.submitted(job.value);
    return job;
  };

  let job: ConvertJobHandle;
  let resumed = options.resume !== undefined;
  if (options.resume) job = options.resume;
  else {
    const submitted = await submit();
    if (!submitted.ok) return submitted;
    job = submitted.value;
  }

  for (let poll = 0; poll < limit; poll++) {
    // A resumed job may be finished already: ask at once.
    if (!(resumed && poll === 0)) await abortableSleep(interval, signal);
    const status = await service.status(job.jobId, signal);
    if (!status.ok) {
      if (status.error.kind === 'invalid') return status;
      continue; // a poll that did not get through: ask again next time
    }
    if (status.value === 'Complete') return ok({ m3u8Url: job.m3u8Url });
    if (status.value === 'unknown' && resumed) {
      const again = await submit();
      if (!again.ok) return again;
      job = again.value;
      resumed = false;
      poll = -1;
      continue;
    }
    if (status.value === 'unknown' || FAILED.has(status.value)) {
      await options.failed();
      return fail({ kind: 'invalid', message: CONVERT_JOB_FAILED });
    }
  }
  return fail({ kind: 'network', message: 'The video is still converting' });
}
