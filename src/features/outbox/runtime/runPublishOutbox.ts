import { startScheduleOutbox } from '@/features/schedule';
import type { AppRuntime } from '@/runtime/openAppRuntime';
import { saveOutboxConfig, type OutboxConfig } from './outboxConfig';
import { installSyncServiceWorker, requestOutboxSync } from './registerOutboxSync';
import { startPublishOutbox, type PublishOutbox } from './startPublishOutbox';
import { startSyncWorker } from './startSyncWorker';
import { hasOpenWork, watchWork } from './outboxWork';

const warn = (what: string) => (error: unknown) => console.warn(what, error);

/**
 * The page's part in publishing: tell contexts with no page where the
 * outbox is, install the background-sync service worker, and while any job
 * waits, run the sync worker (or drain here where no worker starts) and keep
 * a Background Sync registered. With nothing queued, no network code loads.
 */
export async function runPublishOutbox(runtime: AppRuntime): Promise<PublishOutbox> {
  const config: OutboxConfig = {
    databaseName: runtime.database.name,
    apiBase: runtime.apiBase,
    viewerId: runtime.viewerId,
  };
  await saveOutboxConfig(config).catch(warn('The background outbox will not know this app:'));
  void installSyncServiceWorker().catch(warn('No background sync service worker:'));

  let outbox: Promise<PublishOutbox> | undefined;
  let stopped = false;
  // composer.md §4.9: scheduled posts' files and create calls, from this page, and with
  // every tab closed from the background-sync service worker, asked for while one waits.
  const schedules = startScheduleOutbox(runtime, {
    onWaiting: () => void requestOutboxSync().catch(warn('Background Sync is not available:')),
  });
  schedules.catch(warn('Scheduled posts wait for the next start:'));
  const start = () =>
    (outbox ??= startSyncWorker(config).then((worker) => {
      const running = worker ?? startPublishOutbox(runtime);
      if (stopped) running.stop();
      return running;
    }));

  let waiting = false;
  const unwatch = watchWork(runtime, (work) => {
    const now = hasOpenWork(work);
    if (now && !waiting) {
      void start().then((running) => running.kick());
      requestOutboxSync().catch(warn('Background Sync is not available:'));
    }
    waiting = now;
  });
  return {
    kick: () => void start().then((running) => running.kick()),
    stop() {
      stopped = true;
      unwatch();
      void schedules.then((running) => running.stop()).catch(() => undefined);
      void outbox?.then((running) => running.stop());
    },
  };
}
