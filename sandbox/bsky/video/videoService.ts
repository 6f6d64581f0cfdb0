import { createHash, randomUUID } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { cors } from 'hono/cors';
import { z } from 'zod';
import type { ServiceAuthError } from '../appview/serviceAuth';
import { type ServiceAuthVerifier } from '../appview/serviceAuth';
import { looksLikeMp4, mp4DurationSeconds } from '@/domain/media/mp4Duration';
import { createVideoWatch } from './videoWatch';

/** The public limits of Bluesky's video service (see docs/decisions.md). */
export const VIDEO_LIMITS = {
  maxBytes: 100 * 1024 * 1024,
  maxSeconds: 180,
  dailyVideos: 25,
  dailyBytes: 10 * 1024 * 1024 * 1024,
} as const;

type JobState =
  'JOB_STATE_CREATED' | 'JOB_STATE_ENCODING' | 'JOB_STATE_COMPLETED' | 'JOB_STATE_FAILED';

interface Job {
  jobId: string;
  did: string;
  state: JobState;
  progress: number;
  blob?: unknown;
  error?: string;
  message?: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The video service stand-in (`app.bsky.video.*`): checks a service token,
 * "processes" the upload (container and duration checks), then stores the
 * video in the user's PDS with the token the user granted for `uploadBlob`,
 * as video.bsky.app does.
 */
export function createVideoService(options: {
  did: string;
  pdsUrl: () => string;
  verify: ServiceAuthVerifier;
  /** How long "encoding" takes, so clients see a job in progress. */
  processingMs?: number;
}) {
  const jobs = new Map<string, Job>();
  const byDigest = new Map<string, string>();
  const usage = new Map<string, { at: number; bytes: number }[]>();
  /** Sandbox counter: upload requests each account made that the service read. */
  const uploads = new Map<string, number>();
  const processingMs = options.processingMs ?? 1200;
  const app = new Hono();
  // video.bsky.app answers browsers from any origin.
  app.use('*', cors());

  const authError = (c: Context, message: string) =>
    c.json({ error: 'AuthenticationRequired', message }, 401);

  const usedToday = (did: string) => {
    const recent = (usage.get(did) ?? []).filter((u) => u.at > Date.now() - DAY_MS);
    usage.set(did, recent);
    return { videos: recent.length, bytes: recent.reduce((sum, u) => sum + u.bytes, 0) };
  };

  app.get('/xrpc/_health', (c) => c.json({ version: 'polycast-sandbox-video', did: options.did }));

  // Playback: the HLS playlists, segments and stills of stored videos (video.bsky.app/watch/…).
  app.route('/', createVideoWatch({ pdsUrl: options.pdsUrl }));

  app.get('/xrpc/app.bsky.video.getUploadLimits', async (c) => {
    let did: string | undefined;
    try {
      did = await options.verify(c.req.header('authorization'), 'app.bsky.video.getUploadLimits');
    } catch (error) {
      return authError(c, (error as ServiceAuthError).message);
    }
    if (!did) return authError(c, 'Authentication Required');
    const used = usedToday(did);
    const remainingDailyVideos = VIDEO_LIMITS.dailyVideos - used.videos;
    const remainingDailyBytes = VIDEO_LIMITS.dailyBytes - used.bytes;
    const canUpload = remainingDailyVideos > 0 && remainingDailyBytes > 0;
    return c.json({
      canUpload,
      remainingDailyVideos,
      remainingDailyBytes,
      ...(canUpload
        ? {}
        : { error: 'daily_limit', message: 'You have reached your daily video upload limit' }),
    });
  });

  app.post('/xrpc/app.bsky.video.uploadVideo', async (c) => {
    const authorization = c.req.header('authorization');
    let did: string | undefined;
    try {
      did = await options.verify(authorization, 'com.atproto.repo.uploadBlob');
    } catch (error) {
      return authError(c, (error as ServiceAuthError).message);
    }
    if (!did || !authorization) return authError(c, 'Authentication Required');
    const query = z
      .object({ did: z.string().startsWith('did:'), name: z.string().min(1) })
      .safeParse({ did: c.req.query('did'), name: c.req.query('name') });
    if (!query.success) {
      return c.json({ error: 'InvalidRequest', message: 'did and name are required' }, 400);
    }
    if (query.data.did !== did) {
      return c.json({ error: 'InvalidRequest', message: 'did does not match the token' }, 400);
    }
    const bytes = new Uint8Array(await c.req.arrayBuffer());
    uploads.set(did, (uploads.get(did) ?? 0) + 1);
    if (bytes.length > VIDEO_LIMITS.maxBytes) {
      return c.json({ error: 'file_too_large', message: 'Video is too large (max 100 MB)' }, 400);
    }
    const used = usedToday(did);
    if (
      used.videos >= VIDEO_LIMITS.dailyVideos ||
      used.bytes + bytes.length > VIDEO_LIMITS.dailyBytes
    ) {
      return c.json(
        { error: 'daily_limit', message: 'You have reached your daily video upload limit' },
        400,
      );
    }
    const digest = `${did} ${createHash('sha256').update(bytes).digest('hex')}`;
    const known = byDigest.get(digest);
    const knownJob = known ? jobs.get(known) : undefined;
    if (knownJob && knownJob.state !== 'JOB_STATE_FAILED') {
      return c.json(
        { ...knownJob, error: 'already_exists', message: 'Video already processed' },
        409,
      );
    }
    usedToday(did);
    usage.get(did)?.push({ at: Date.now(), bytes: bytes.length });
    const job: Job = { jobId: randomUUID(), did, state: 'JOB_STATE_CREATED', progress: 0 };
    jobs.set(job.jobId, job);
    byDigest.set(digest, job.jobId);
    void process(job, bytes, authorization, c.req.header('content-type') ?? 'video/mp4');
    return c.json(job);
  });

  const fail = (job: Job, message: string) => {
    Object.assign(job, { state: 'JOB_STATE_FAILED', error: 'processing_failed', message });
  };

  async function process(
    job: Job,
    bytes: Uint8Array<ArrayBuffer>,
    authorization: string,
    mimeType: string,
  ) {
    // A job failed meanwhile (the sandbox route below) stays failed.
    const failed = () => job.state === 'JOB_STATE_FAILED';
    await new Promise((resolve) => setTimeout(resolve, processingMs / 4));
    if (failed()) return;
    job.state = 'JOB_STATE_ENCODING';
    await new Promise((resolve) => setTimeout(resolve, processingMs / 4));
    job.progress = 50;
    await new Promise((resolve) => setTimeout(resolve, processingMs / 2));
    if (failed()) return;
    if (!looksLikeMp4(bytes)) return fail(job, 'Video is not a supported format');
    const seconds = mp4DurationSeconds(bytes);
    if (seconds === undefined) return fail(job, 'Could not read the video duration');
    if (seconds > VIDEO_LIMITS.maxSeconds) return fail(job, 'Video is too long (max 3 minutes)');
    const stored = await fetch(`${options.pdsUrl()}/xrpc/com.atproto.repo.uploadBlob`, {
      method: 'POST',
      headers: {
        authorization,
        'content-type': mimeType.startsWith('video/') ? mimeType : 'video/mp4',
      },
      body: bytes,
    }).catch(() => undefined);
    if (!stored?.ok) return fail(job, 'Could not store the video in your PDS');
    const { blob } = z.object({ blob: z.unknown() }).parse(await stored.json());
    if (failed()) return;
    Object.assign(job, { state: 'JOB_STATE_COMPLETED', progress: 100, blob });
  }

  // Sandbox only: how many uploads an account made, to see that a resume did not upload again.
  app.get('/sandbox/uploads', (c) =>
    c.json({ uploads: uploads.get(c.req.query('did') ?? '') ?? 0 }),
  );

  // Sandbox only: count uploads an account made today elsewhere (another app), to reach its daily limit.
  app.post('/sandbox/usage', async (c) => {
    const body = z
      .object({
        did: z.string().startsWith('did:'),
        videos: z.number().int().min(1).max(VIDEO_LIMITS.dailyVideos),
        bytes: z.number().int().min(0).max(VIDEO_LIMITS.dailyBytes),
      })
      .safeParse(await c.req.json().catch(() => undefined));
    if (!body.success)
      return c.json({ error: 'InvalidRequest', message: 'did, videos, bytes' }, 400);
    const { did, videos, bytes } = body.data;
    const at = Date.now();
    usedToday(did);
    const used = usage.get(did) ?? [];
    // As many uploads as asked, `bytes` in all.
    for (let i = 0; i < videos; i++) used.push({ at, bytes: i === 0 ? bytes : 0 });
    usage.set(did, used);
    return c.json(usedToday(did));
  });

  // Sandbox only: fail a job, as the service does when it cannot store a video.
  app.post('/sandbox/jobs/:jobId/fail', (c) => {
    const job = jobs.get(c.req.param('jobId'));
    if (!job) return c.json({ error: 'InvalidRequest', message: 'Job not found' }, 404);
    delete job.blob;
    fail(job, 'Could not store the video in your PDS');
    return c.json({ jobStatus: job });
  });

  app.get('/xrpc/app.bsky.video.getJobStatus', (c) => {
    const job = jobs.get(c.req.query('jobId') ?? '');
    if (!job) return c.json({ error: 'InvalidRequest', message: 'Job not found' }, 400);
    return c.json({ jobStatus: job });
  });

  return app;
}
