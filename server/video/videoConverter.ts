import { randomUUID } from 'node:crypto';
import type { ConvertStatus } from '@/sources/product/convertStatus';
import { fragmentMp4, RepackageError } from './fragmentMp4';
import { hlsPlaylist, INIT_SEGMENT, mediaSegmentName } from './hlsPlaylist';
import { readVideoFile, type VideoContainer } from './readVideoContainer';
import type { VideoConvertStore } from './videoConvertStore';
import { fetchWithTimeout } from '../http/timedFetch';

/**
 * The converter reads at most this much of a stored file, and holds it while
 * repackaging it (a larger file is an Error).
 */
export const MAX_SOURCE_BYTES = 256 * 1024 * 1024;
const FETCH_TIMEOUT_MS = 60_000;
/** Jobs read at once; the others wait, Submitted, in the order they came. */
export const MAX_RUNNING_JOBS = 2;
/** Redirects followed, each only to the storage's own origins. */
const MAX_REDIRECTS = 3;
/**
 * A job's deadline, whatever it is doing: reading the file (60 s above, at
 * most 256 MB from the product's own storage), then checking it, which is
 * quick. Past it the job is an Error rather than Progressing for ever; the
 * app stops polling long before (composer.md §7.5: every 1500 ms).
 */
export const VIDEO_JOB_DEADLINE_MS = 90_000;

export interface VideoConverterOptions {
  store: VideoConvertStore;
  /** The origins of the storage whose files may be read: a redirect elsewhere is refused. */
  storageOrigins: () => readonly string[];
  /** A job is not Complete before this long after it was submitted (conversion takes time). */
  minProcessingMs?: number;
  now?: () => number;
  fetch?: typeof globalThis.fetch;
  /** Tests: a shorter deadline than VIDEO_JOB_DEADLINE_MS. */
  deadlineMs?: number;
}

export interface VideoConverter {
  /** Queues the stored file for converting; answers the job and where its playlist will be. */
  submit(input: { sourceUrl: string; width: number; height: number; origin: string }): {
    jobId: string;
    m3u8Url: string;
  };
  status(jobId: string): ConvertStatus | undefined;
  playlist(jobId: string): string | undefined;
  /** A Complete job's init segment or media segment, by its name in the playlist. */
  file(jobId: string, name: string): Uint8Array | undefined;
  /** Resolves when every job queued so far has finished (tests). */
  idle(): Promise<void>;
}

export const playlistPath = (jobId: string) => `/v1/post/hls/${jobId}/index.m3u8`;

/**
 * composer.md §7.5's converter, embedded: it reads the stored file,
 * checks that it is a video container it can read, and publishes an HLS
 * playlist for it. It does not transcode (docs/decisions.md, "Video
 * convert"): it repackages an MP4 as fragmented MP4 (fragmentMp4), an init
 * segment and media segments served beside the playlist. Jobs and their
 * files live in SQLite; a restarted server picks up the unfinished ones.
 *
 * What one job may cost is bounded (docs/security.md): the file is read as it
 * streams, at most MAX_SOURCE_BYTES held; redirects are followed only within
 * the storage's origins; at most MAX_RUNNING_JOBS read at once.
 */
export function createVideoConverter(options: VideoConverterOptions): VideoConverter {
  const { store } = options;
  const now = options.now ?? Date.now;
  const fetchImpl = options.fetch ?? fetchWithTimeout(FETCH_TIMEOUT_MS);
  const minProcessingMs = options.minProcessingMs ?? 1500;
  const running = new Set<Promise<void>>();
  const waiting: { jobId: string; sourceUrl: string; submittedAt: number }[] = [];
  let idleWaiters: (() => void)[] = [];

  /** The stored file and its container, following redirects only within the storage. */
  async function fileOf(
    sourceUrl: string,
    deadline: AbortSignal,
  ): Promise<{ container: VideoContainer; bytes: Uint8Array } | undefined> {
    const signal = AbortSignal.any([deadline, AbortSignal.timeout(FETCH_TIMEOUT_MS)]);
    let url = new URL(sourceUrl);
    for (let hop = 0; hop <= MAX_REDIRECTS; hop += 1) {
      if (!options.storageOrigins().includes(url.origin)) return undefined;
      const answer = await fetchImpl(url, { signal, redirect: 'manual' });
      const location = answer.headers.get('location');
      if (answer.status >= 300 && answer.status < 400 && location) {
        await answer.body?.cancel();
        url = new URL(location, url);
        continue;
      }
      if (!answer.ok || !answer.body) {
        await answer.body?.cancel();
        return undefined;
      }
      return readVideoFile(answer.body, MAX_SOURCE_BYTES);
    }
    return undefined;
  }

  async function convert(
    jobId: string,
    sourceUrl: string,
    submittedAt: number,
    deadline: AbortSignal,
  ) {
    store.setStatus(jobId, 'Progressing');
    const file = await fileOf(sourceUrl, deadline).catch(() => undefined);
    if (!file) {
      store.setStatus(jobId, 'Error');
      return;
    }
    if (file.container.kind !== 'mp4') {
      throw new RepackageError('not-mp4', 'a WebM file is not repackaged as HLS');
    }
    const fragmented = fragmentMp4(file.bytes);
    // Past the deadline the job was ended as an Error already.
    if (deadline.aborted) return;
    store.putFile(jobId, INIT_SEGMENT, fragmented.init);
    // One segment built at a time, and kept before the next is built.
    fragmented.segments.forEach((segment, k) => {
      store.putFile(jobId, mediaSegmentName(k), segment.bytes());
    });
    const playlist = hlsPlaylist(fragmented.segments);
    store.complete(jobId, playlist, submittedAt + minProcessingMs);
  }

  /** Starts waiting jobs while fewer than MAX_RUNNING_JOBS run. */
  const pump = () => {
    while (running.size < MAX_RUNNING_JOBS && waiting.length > 0) {
      const next = waiting.shift();
      if (!next) break;
      // A job's deadline runs from when it starts reading; it ends then even if its
      // reading does not heed the signal.
      const deadline = AbortSignal.timeout(options.deadlineMs ?? VIDEO_JOB_DEADLINE_MS);
      const timedOut = new Promise<never>((_, reject) =>
        deadline.addEventListener('abort', () => reject(deadline.reason as Error), { once: true }),
      );
      const job = Promise.race([
        convert(next.jobId, next.sourceUrl, next.submittedAt, deadline),
        timedOut,
      ]).catch((error: unknown) => {
        // What cannot be repackaged is the same Error as what is not a video.
        if (error instanceof RepackageError)
          console.warn(`Video convert job ${next.jobId}: ${error.message}`);
        else console.error(`Video convert job ${next.jobId} failed:`, error);
        store.setStatus(next.jobId, 'Error');
      });
      running.add(job);
      void job.finally(() => {
        running.delete(job);
        pump();
      });
    }
    if (running.size === 0 && waiting.length === 0) {
      const woken = idleWaiters;
      idleWaiters = [];
      woken.forEach((wake) => wake());
    }
  };

  const start = (jobId: string, sourceUrl: string, submittedAt: number) => {
    waiting.push({ jobId, sourceUrl, submittedAt });
    pump();
  };

  for (const job of store.unfinished()) start(job.jobId, job.sourceUrl, job.submittedAt);

  return {
    submit({ sourceUrl, width, height, origin }) {
      const jobId = randomUUID();
      const submittedAt = now();
      store.add({ jobId, sourceUrl, width, height, submittedAt });
      start(jobId, sourceUrl, submittedAt);
      return { jobId, m3u8Url: origin + playlistPath(jobId) };
    },
    status(jobId) {
      const job = store.get(jobId);
      if (!job) return undefined;
      if (job.status === 'Complete' && job.readyAt !== undefined && now() < job.readyAt)
        return 'Progressing';
      return job.status;
    },
    playlist(jobId) {
      const job = store.get(jobId);
      return this.status(jobId) === 'Complete' ? job?.playlist : undefined;
    },
    file(jobId, name) {
      return this.status(jobId) === 'Complete' ? store.file(jobId, name) : undefined;
    },
    idle() {
      if (running.size === 0 && waiting.length === 0) return Promise.resolve();
      return new Promise<void>((resolve) => idleWaiters.push(resolve));
    },
  };
}
