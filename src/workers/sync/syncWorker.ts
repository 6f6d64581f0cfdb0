/// <reference lib="webworker" />
import { expose } from 'comlink';
import { openOutboxRuntime } from '@/features/outbox/runtime/outboxRuntime';
import { outboxConfigSchema } from '@/features/outbox/runtime/outboxConfig';
import {
  startPublishOutbox,
  type PublishOutbox,
} from '@/features/outbox/runtime/startPublishOutbox';
import type { SyncWorkerApi } from '@/features/outbox/runtime/syncWorkerApi';
import { staticSourceModules } from './staticSourceModules';

/**
 * The sync worker: the publish outbox off the page's main thread (DESIGN.md,
 * "Folders"). It opens its own view of the log; the page only starts it and
 * kicks it, and only while jobs wait. Its network code is loaded with it
 * (a page's lazy chunk loader needs a document). Terminating it mid-attempt
 * loses nothing: the next executor reconciles what may have landed.
 */
let running: Promise<{ outbox: PublishOutbox; close(): void }> | undefined;
/** What the page says of the connection (a worker's own `navigator.onLine` can lag behind it). */
let online = navigator.onLine;

const api: SyncWorkerApi = {
  async start(config: unknown, executor: string, pageOnline: boolean): Promise<void> {
    const parsed = outboxConfigSchema.parse(config);
    online = pageOnline;
    running ??= openOutboxRuntime(parsed).then((runtime) => ({
      outbox: startPublishOutbox(runtime, {
        connectivity: self,
        online: () => online,
        executor,
        modules: staticSourceModules,
        ...(parsed.leaseTtlMs ? { leaseTtlMs: parsed.leaseTtlMs } : {}),
      }),
      close: () => runtime.close(),
    }));
    await running;
  },
  async setOnline(now: boolean): Promise<void> {
    const returned = now && !online;
    online = now;
    if (returned) (await running)?.outbox.kick({ connectionReturned: true });
  },
  async kick(): Promise<void> {
    (await running)?.outbox.kick();
  },
  async stop(): Promise<void> {
    const current = await running;
    running = undefined;
    current?.outbox.stop();
    current?.close();
  },
};

expose(api);
