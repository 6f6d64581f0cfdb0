import { wrap, type Remote } from 'comlink';
import type { MediaWorkerApi } from './mediaWorkerApi';
import { toPng } from './toPng';
import { FAILED_TO_CONVERT_TO_PNG } from '@/domain/messages/composer';
import { describeMedia, mediaDescriptionSchema, type MediaDescription } from './describeMedia';

/** The worker went down (it failed to load, or threw outside a call): work here instead. */
class WorkerBroken extends Error {}

interface RunningWorker {
  api: Remote<MediaWorkerApi>;
  /** Rejects with WorkerBroken on the worker's first `error` event. */
  broken: Promise<never>;
}

/** undefined: not started yet; null: none here (no `Worker`, or it broke): run in this thread. */
let running: RunningWorker | null | undefined;

/** The media worker, started on first use; null where none can start (a service worker, Node). */
function mediaWorker(): RunningWorker | null {
  if (running !== undefined) return running;
  if (typeof Worker === 'undefined') return (running = null);
  let worker: Worker;
  try {
    // Written out in full so Vite sees it and bundles the worker as its own chunk.
    worker = new Worker(new URL('../../../workers/media/mediaWorker.ts', import.meta.url), {
      type: 'module',
    });
  } catch {
    return (running = null);
  }
  const broken = new Promise<never>((_, reject) => {
    worker.addEventListener(
      'error',
      () => {
        running = null;
        worker.terminate();
        reject(new WorkerBroken('The media worker stopped'));
      },
      { once: true },
    );
  });
  // Nobody may be waiting when it breaks.
  broken.catch(() => undefined);
  running = { api: wrap<MediaWorkerApi>(worker), broken };
  return running;
}

/** Runs `call` in the media worker, or `here` in this thread when there is none or it broke. */
async function inWorker<T>(
  call: (api: Remote<MediaWorkerApi>) => Promise<T>,
  here: () => Promise<T>,
): Promise<T> {
  const worker = mediaWorker();
  if (!worker) return here();
  try {
    return await Promise.race([call(worker.api), worker.broken]);
  } catch (error) {
    if (error instanceof WorkerBroken) return here();
    throw error;
  }
}

/**
 * A file's SHA-256, size, MIME type and (for pictures, where the browser
 * can decode them) width and height, worked out in the media worker so a
 * large file does not hold up the page. Where no worker can start (a
 * service worker, Node) it runs in the calling thread.
 */
export async function describeMediaFile(blob: Blob): Promise<MediaDescription> {
  const answer: unknown = await inWorker(
    (api) => api.describeMedia(blob),
    () => describeMedia(blob),
  );
  return mediaDescriptionSchema.parse(answer);
}

/**
 * A picture re-encoded as PNG, in the media worker where there is one.
 * Rejects with 'Failed to convert image to PNG' or 'Failed to create canvas
 * context' (composer.md §8).
 */
export async function toPngFile(blob: Blob): Promise<Blob> {
  const answer: unknown = await inWorker(
    (api) => api.toPng(blob),
    () => toPng(blob),
  );
  if (!(answer instanceof Blob)) throw new Error(FAILED_TO_CONVERT_TO_PNG);
  return answer;
}
