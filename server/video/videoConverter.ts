import { randomUUID } from 'node:crypto';
import type { ConvertStatus } from '../../src/sources/product/convertStatus';
import { hlsPlaylist } from './hlsPlaylist';
import { videoContainerOf } from './videoContainer';
import type { VideoConvertStore } from './videoConvertStore';
import { fetchWithTimeout } from '../http/timedFetch';

/** The converter reads at most this much of a stored file. */
export const MAX_SOURCE_BYTES = 256 * 1024 * 1024;
const FETCH_TIMEOUT_MS = 60_000;
/**
 * A job's deadline, whatever it is doing: reading the file (60 s above, at
 * most 256 MB from the product's own storage), then checking it, which is
 * quick. Past it the job is an Error rather than Progressing for ever; the
 * app stops polling long before (composer.md §7.5: every 1500 ms).
 */
export const VIDEO_JOB_DEADLINE_MS = 90_000;

export interface VideoConverterOptions {
  store: VideoConvertStore;
  /** A job is not Complete before this long after it was submitted (conversion takes time). */
  minProcessingMs?: number;
  now?: () => number;
  fetch?: typeof globalThis.fetch;
  /** Tests: a shorter deadline than VIDEO_JOB_DEADLINE_MS. */
  deadlineMs?: number;
}

export interface VideoConverter {
  /** Starts converting the stored file; answers the job and where its playlist will be. */
  submit(input: { sourceUrl: string; width: number; height: number; origin: string }): {
    jobId: string;
    m3u8Url: string;
  };
  status(jobId: string): ConvertStatus | undefined;
  playlist(jobId: string): string | undefined;
  /** Resolves when every job started so far has finished (tests). */
  idle(): Promise<void>;
}

export const playlistPath = (jobId: string) => `/v1/post/hls/${jobId}/index.m3u8`;

async function readCapped(answer: Response): Promise<Uint8Array | undefined> {
  const reader = answer.body?.getReader();
  if (!reader) return new Uint8Array(await answer.arrayBuffer());
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_SOURCE_BYTES) {
      await reader.cancel();
      return undefined;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return bytes;
}

/**
 * composer.md §7.5's converter, embedded: it fetches the stored file,
 * checks that it is a video container it can read, and publishes an HLS
 * playlist for it. It does not transcode (docs/decisions.md, "Video
 * convert"): the playlist names the stored file as its one segment. Jobs
 * live in SQLite; a restarted server picks up the unfinished ones.
 */
export function createVideoConverter(options: VideoConverterOptions): VideoConverter {
  const { store } = options;
  const now = options.now ?? Date.now;
  const fetchImpl = options.fetch ?? fetchWithTimeout(FETCH_TIMEOUT_MS);
  const minProcessingMs = options.minProcessingMs ?? 1500;
  const running = new Set<Promise<void>>();

  async function convert(
    jobId: string,
    sourceUrl: string,
    submittedAt: number,
    deadline: AbortSignal,
  ) {
    store.setStatus(jobId, 'Progressing');
    let bytes: Uint8Array | undefined;
    try {
      const answer = await fetchImpl(sourceUrl, {
        signal: AbortSignal.any([deadline, AbortSignal.timeout(FETCH_TIMEOUT_MS)]),
      });
      bytes = answer.ok ? await readCapped(answer) : undefined;
    } catch {
      bytes = undefined;
    }
    const container = bytes ? videoContainerOf(bytes) : undefined;
    if (!container) {
      store.setStatus(jobId, 'Error');
      return;
    }
    const seconds = container.kind === 'mp4' ? container.durationSeconds : undefined;
    // Past the deadline the job was ended as an Error already.
    if (deadline.aborted) return;
    store.complete(jobId, hlsPlaylist(sourceUrl, seconds), submittedAt + minProcessingMs);
  }

  const start = (jobId: string, sourceUrl: string, submittedAt: number) => {
    const deadline = AbortSignal.timeout(options.deadlineMs ?? VIDEO_JOB_DEADLINE_MS);
    // The job ends at its deadline even if its reading does not heed the signal.
    const timedOut = new Promise<never>((_, reject) =>
      deadline.addEventListener('abort', () => reject(deadline.reason as Error), { once: true }),
    );
    const job = Promise.race([convert(jobId, sourceUrl, submittedAt, deadline), timedOut]).catch(
      (error: unknown) => {
        console.error(`Video convert job ${jobId} failed:`, error);
        store.setStatus(jobId, 'Error');
      },
    );
    running.add(job);
    void job.finally(() => running.delete(job));
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
    async idle() {
      while (running.size > 0) await Promise.all([...running]);
    },
  };
}
