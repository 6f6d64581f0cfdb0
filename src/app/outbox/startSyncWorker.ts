import { wrap, releaseProxy } from 'comlink';
import type { SyncWorkerApi } from '../../workers/sync/syncWorker';
import type { OutboxConfig } from './outboxConfig';
import type { PublishOutbox } from './startPublishOutbox';

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
    worker.addEventListener('error', () => resolve(undefined), { once: true });
  });
  const api = wrap<SyncWorkerApi>(worker);
  const started = await Promise.race([
    api.start(config, executor).then(
      () => true,
      () => false,
    ),
    failed,
  ]);
  if (!started) {
    worker.terminate();
    return undefined;
  }
  const terminate = () => {
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
