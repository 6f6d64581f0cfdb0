import { wrap, releaseProxy } from 'comlink';
import type { SyncWorkerApi } from './syncWorkerApi';
import type { OutboxConfig } from './outboxConfig';
import type { PublishOutbox } from './startPublishOutbox';

const START_TIMEOUT_MS = 20_000;

/**
 * Runs the publish outbox in the sync worker. Resolves undefined where no
 * module worker can start (the caller then drains from the page itself).
 */
export async function startSyncWorker(
  config: OutboxConfig,
  executor = `worker-${crypto.randomUUID()}`,
): Promise<(PublishOutbox & { terminate(): void }) | undefined> {
  if (typeof Worker === 'undefined') return undefined;
  let worker: Worker;
  try {
    // Built as an entry of the page's own build (vite.config.ts), sharing its chunks.
    const url = import.meta.env.DEV ? '/src/workers/sync/syncWorker.ts' : '/sync-worker.js';
    worker = new Worker(url, { type: 'module', name: 'polycast-sync' });
  } catch {
    return undefined;
  }
  const failed = new Promise<undefined>((resolve) => {
    worker.addEventListener(
      'error',
      (event) => {
        console.warn('The sync worker failed to load:', event.message);
        resolve(undefined);
      },
      { once: true },
    );
  });
  const api = wrap<SyncWorkerApi>(worker);
  const started = await Promise.race([
    // It starts with the page's view of the connection (its own may lag behind).
    api.start(config, executor, navigator.onLine).then(
      () => true,
      (error: unknown) => {
        console.warn('The sync worker did not start:', error);
        return false;
      },
    ),
    failed,
    // A worker that never answers is no executor: the caller drains from the page.
    new Promise<false>((resolve) => setTimeout(() => resolve(false), START_TIMEOUT_MS)),
  ]);
  if (!started) {
    worker.terminate();
    return undefined;
  }
  // The page hears `online` and `offline` reliably; it tells the worker.
  const onConnectivity = () => void api.setOnline(navigator.onLine);
  window.addEventListener('online', onConnectivity);
  window.addEventListener('offline', onConnectivity);
  onConnectivity();
  const terminate = () => {
    window.removeEventListener('online', onConnectivity);
    window.removeEventListener('offline', onConnectivity);
    api[releaseProxy]();
    worker.terminate();
  };
  return {
    kick: () => void api.kick(),
    stop() {
      void api.stop().finally(terminate);
    },
    terminate,
  };
}
