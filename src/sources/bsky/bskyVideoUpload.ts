import type { AtpAgent } from '@atproto/api';
import { abortableSleep } from '../abortableSleep';
import { z } from 'zod/mini';
import {
  AGENT_WITHOUT_PDS_URL,
  dailyUploadLimitReached,
  FAILED_TO_GET_AUTH_TOKEN,
  FAILED_TO_GET_UPLOAD_LIMITS,
  FAILED_TO_SETUP_UPLOAD_JOB,
  FAILED_TO_UPLOAD_VIDEO,
  NO_BSKY_PROFILE_FOUND,
  NO_EXTENSION_FOR_MIME_TYPE,
  TIMEOUT_WAITING_FOR_UPLOAD,
} from '@/domain/messages/composer';
import type { MediaFile, UploadCheckpoints, UploadedMedia } from '../source';
import { fail, ok, type SourceError, type SourceResult } from '@/domain/result';
import { fetchJson, type HttpAnswer } from '../http/requestJson';

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

/**
 * Where an upload can pick up again: the video service's job, once it took
 * the file (docs/decisions.md, "Media uploads resume"). The job id is a
 * handle, not a credential; `did` is whose upload it was.
 */
const checkpointSchema = z.object({
  v: z.literal(1),
  jobId: z.string().check(z.minLength(1), z.maxLength(256)),
  did: z.string(),
});
type VideoCheckpoint = z.infer<typeof checkpointSchema>;

const invalid = (message: string): SourceError => ({ kind: 'invalid', message });
const network = (message: string): SourceError => ({ kind: 'network', message });
/** The video service's answers are judged by the messages here: no answer is undefined. */
const answerOf = (sent: SourceResult<HttpAnswer>) => (sent.ok ? sent.value : undefined);

/** The job a resumed upload may not rely on: unknown to the service, or failed. Upload again. */
const UPLOAD_AGAIN = Symbol('upload again');

/**
 * Bluesky video upload through the video service (composer.md §7.5):
 * service auth, upload limits, upload, then the job polled until the video
 * is stored in the user's PDS. Once the service took the file, the job id is
 * saved as a checkpoint; a resume from it polls that job instead of
 * uploading again, and uploads afresh if the service does not know the job
 * or it failed.
 */
export async function uploadBskyVideo(options: {
  agent: AtpAgent;
  video: VideoServiceConfig;
  file: MediaFile;
  signal: AbortSignal;
  onProgress?: (fraction: number) => void;
  pollIntervalMs?: number;
  checkpoints?: UploadCheckpoints;
}): Promise<SourceResult<UploadedMedia>> {
  const { agent, video, file, signal } = options;
  const did = agent.session?.did;
  if (!did) return fail({ kind: 'auth', message: NO_BSKY_PROFILE_FOUND });
  const extension = EXTENSIONS[file.mimeType];
  if (!extension) return fail(invalid(NO_EXTENSION_FOR_MIME_TYPE));
  const pdsUrl = agent.pdsUrl ?? agent.serviceUrl;
  if (!pdsUrl) return fail(invalid(AGENT_WITHOUT_PDS_URL));
  const exp = Math.floor(Date.now() / 1000) + VIDEO_TOKEN_LIFETIME_S;

  const token = async (aud: string, lxm: string) => {
    try {
      const { data } = await agent.com.atproto.server.getServiceAuth({ aud, lxm, exp }, { signal });
      return data.token;
    } catch {
      return undefined;
    }
  };

  /**
   * Polls the job until the video is stored. A resumed job the service does
   * not know (a 4xx) or that failed answers UPLOAD_AGAIN; it is polled at once.
   */
  async function pollJob(
    jobId: string,
    resumed: boolean,
  ): Promise<SourceResult<UploadedMedia> | typeof UPLOAD_AGAIN> {
    for (let poll = 0; poll < VIDEO_POLL_LIMIT; poll++) {
      if (!resumed || poll > 0)
        await abortableSleep(options.pollIntervalMs ?? VIDEO_POLL_INTERVAL_MS, signal);
      const answer = answerOf(
        await fetchJson(
          `${video.url}/xrpc/app.bsky.video.getJobStatus?jobId=${encodeURIComponent(jobId)}`,
          { signal, lenientBody: true },
        ),
      );
      const unknownJob =
        answer && answer.status >= 400 && answer.status < 500 && answer.status !== 429;
      if (resumed && unknownJob) return UPLOAD_AGAIN;
      if (!answer?.ok) continue;
      const status = z.object({ jobStatus: jobSchema }).safeParse(answer.body);
      if (!status.success) continue;
      const { state, blob, message } = status.data.jobStatus;
      if (state === 'JOB_STATE_FAILED') {
        return resumed ? UPLOAD_AGAIN : fail(invalid(message ?? FAILED_TO_UPLOAD_VIDEO));
      }
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
    return fail(network(TIMEOUT_WAITING_FOR_UPLOAD));
  }

  const saved = checkpointSchema.safeParse(options.checkpoints?.resumeFrom).data;
  if (saved && saved.did === did) {
    options.onProgress?.(0.5);
    const resumed = await pollJob(saved.jobId, true);
    if (resumed !== UPLOAD_AGAIN) return resumed;
  }

  const limitsToken = await token(video.did, 'app.bsky.video.getUploadLimits');
  if (!limitsToken) return fail(network(FAILED_TO_GET_AUTH_TOKEN));
  const limitsAnswer = answerOf(
    await fetchJson(`${video.url}/xrpc/app.bsky.video.getUploadLimits`, {
      headers: { Authorization: `Bearer ${limitsToken}` },
      signal,
      lenientBody: true,
    }),
  );
  const limits = limitsAnswer?.ok ? limitsSchema.safeParse(limitsAnswer.body) : undefined;
  if (!limits?.success) return fail(network(FAILED_TO_GET_UPLOAD_LIMITS));
  if (!limits.data.canUpload) {
    return fail(
      invalid(
        dailyUploadLimitReached(
          limits.data.remainingDailyBytes ?? 0,
          limits.data.remainingDailyVideos ?? 0,
        ),
      ),
    );
  }

  const uploadToken = await token(
    `did:web:${new URL(pdsUrl).hostname}`,
    'com.atproto.repo.uploadBlob',
  );
  if (!uploadToken) return fail(network(FAILED_TO_GET_AUTH_TOKEN));
  const query = new URLSearchParams({ did, name: `${crypto.randomUUID()}.${extension}` });
  const uploaded = answerOf(
    await fetchJson(`${video.url}/xrpc/app.bsky.video.uploadVideo?${query}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${uploadToken}`, 'Content-Type': file.mimeType },
      body: file.data,
      signal,
      lenientBody: true,
    }),
  );
  // A re-upload of the same bytes answers 409 with the first job's id.
  const job =
    uploaded && (uploaded.ok || uploaded.status === 409)
      ? jobSchema.safeParse(uploaded.body)
      : undefined;
  if (!uploaded || (!uploaded.ok && uploaded.status !== 409))
    return fail(network(FAILED_TO_UPLOAD_VIDEO));
  if (!job?.success) return fail(network(FAILED_TO_SETUP_UPLOAD_JOB));
  const checkpoint: VideoCheckpoint = { v: 1, jobId: job.data.jobId, did };
  try {
    await options.checkpoints?.save(checkpoint);
  } catch {
    // A checkpoint that cannot be saved costs only the resume point.
  }
  options.onProgress?.(0.5);
  const polled = await pollJob(job.data.jobId, false);
  return polled === UPLOAD_AGAIN ? fail(network(FAILED_TO_UPLOAD_VIDEO)) : polled;
}
