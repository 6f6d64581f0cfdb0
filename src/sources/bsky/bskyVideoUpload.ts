import type { AtpAgent } from '@atproto/api';
import { z } from 'zod/mini';
import type { MediaFile, UploadedMedia } from '../source';
import { fail, ok, type SourceError, type SourceResult } from '../sourceResult';

/** composer.md §9: the token lives 1800 s; the job is polled every 1 s, 100 times. */
export const VIDEO_TOKEN_LIFETIME_S = 1800;
export const VIDEO_POLL_INTERVAL_MS = 1000;
export const VIDEO_POLL_LIMIT = 100;

export interface VideoServiceConfig {
  url: string;
  did: string;
}

const EXTENSIONS: Record<string, string> = {
  'video/mp4': 'mp4',
  'video/quicktime': 'mov',
  'video/webm': 'webm',
  'video/mpeg': 'mpeg',
};

const limitsSchema = z.object({
  canUpload: z.boolean(),
  remainingDailyBytes: z.optional(z.number()),
  remainingDailyVideos: z.optional(z.number()),
  message: z.optional(z.string()),
});

const jobSchema = z.object({
  jobId: z.string(),
  state: z.string(),
  blob: z.optional(z.unknown()),
  error: z.optional(z.string()),
  message: z.optional(z.string()),
});

const invalid = (message: string): SourceError => ({ kind: 'invalid', message });
const network = (message: string): SourceError => ({ kind: 'network', message });
const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });

/**
 * Bluesky video upload through the video service (composer.md §7.5):
 * service auth, upload limits, upload, then the job polled until the video
 * is stored in the user's PDS.
 */
export async function uploadBskyVideo(options: {
  agent: AtpAgent;
  video: VideoServiceConfig;
  file: MediaFile;
  signal: AbortSignal;
  onProgress?: (fraction: number) => void;
  pollIntervalMs?: number;
}): Promise<SourceResult<UploadedMedia>> {
  const { agent, video, file, signal } = options;
  const did = agent.session?.did;
  if (!did) return fail({ kind: 'auth', message: 'No Bsky profile found' });
  const extension = EXTENSIONS[file.mimeType];
  if (!extension) return fail(invalid('Cannot resolve extension from mime type'));
  const pdsUrl = agent.pdsUrl ?? agent.serviceUrl;
  if (!pdsUrl) return fail(invalid('Agent does not have a PDS URL'));
  const exp = Math.floor(Date.now() / 1000) + VIDEO_TOKEN_LIFETIME_S;

  const token = async (aud: string, lxm: string) => {
    try {
      const { data } = await agent.com.atproto.server.getServiceAuth({ aud, lxm, exp }, { signal });
      return data.token;
    } catch {
      return undefined;
    }
  };

  const limitsToken = await token(video.did, 'app.bsky.video.getUploadLimits');
  if (!limitsToken) return fail(network('Failed to get auth token'));
  const limitsAnswer = await fetch(`${video.url}/xrpc/app.bsky.video.getUploadLimits`, {
    headers: { Authorization: `Bearer ${limitsToken}` },
    signal,
  }).catch(() => undefined);
  const limits = limitsAnswer?.ok ? limitsSchema.safeParse(await limitsAnswer.json()) : undefined;
  if (!limits?.success) return fail(network('Failed to get upload limits'));
  if (!limits.data.canUpload) {
    return fail(
      invalid(
        `Daily upload limit reached: ${limits.data.remainingDailyBytes ?? 0} bytes remaining, ${limits.data.remainingDailyVideos ?? 0} videos remaining`,
      ),
    );
  }

  const uploadToken = await token(
    `did:web:${new URL(pdsUrl).hostname}`,
    'com.atproto.repo.uploadBlob',
  );
  if (!uploadToken) return fail(network('Failed to get auth token'));
  const query = new URLSearchParams({ did, name: `${crypto.randomUUID()}.${extension}` });
  const uploaded = await fetch(`${video.url}/xrpc/app.bsky.video.uploadVideo?${query}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${uploadToken}`, 'Content-Type': file.mimeType },
    body: file.data,
    signal,
  }).catch(() => undefined);
  // A re-upload of the same bytes answers 409 with the first job's id.
  const job =
    uploaded && (uploaded.ok || uploaded.status === 409)
      ? jobSchema.safeParse(await uploaded.json())
      : undefined;
  if (!uploaded || (!uploaded.ok && uploaded.status !== 409))
    return fail(network('Failed to upload video'));
  if (!job?.success) return fail(network('Failed to setup upload job'));
  options.onProgress?.(0.5);

  for (let poll = 0; poll < VIDEO_POLL_LIMIT; poll++) {
    await sleep(options.pollIntervalMs ?? VIDEO_POLL_INTERVAL_MS, signal);
    const answer = await fetch(
      `${video.url}/xrpc/app.bsky.video.getJobStatus?jobId=${encodeURIComponent(job.data.jobId)}`,
      { signal },
    ).catch(() => undefined);
    if (!answer?.ok) continue;
    const status = z.object({ jobStatus: jobSchema }).safeParse(await answer.json());
    if (!status.success) continue;
    const { state, blob, message } = status.data.jobStatus;
    if (state === 'JOB_STATE_FAILED') return fail(invalid(message ?? 'Failed to upload video'));
    if (state === 'JOB_STATE_COMPLETED' && blob) {
      options.onProgress?.(1);
      return ok({
        kind: 'video',
        ref: JSON.stringify(blob),
        mimeType: file.mimeType,
        ...(file.alt ? { alt: file.alt } : {}),
        ...(file.width ? { width: file.width } : {}),
        ...(file.height ? { height: file.height } : {}),
      });
    }
  }
  return fail(network('Timeout waiting for upload'));
}
