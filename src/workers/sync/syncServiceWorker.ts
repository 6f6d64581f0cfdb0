/// <reference lib="webworker" />
import { loadOutboxConfig } from '@/features/outbox/runtime/outboxConfig';
import { openOutboxRuntime } from '@/features/outbox/runtime/outboxRuntime';
import { OUTBOX_SYNC_TAG } from '@/features/outbox/runtime/outboxSyncTag';
import {
  forgetCreatedScheduleMedia,
  prepareSchedulesInBackground,
} from './prepareSchedulesInBackground';
import { runOutboxUntilIdle } from './runOutboxUntilIdle';
import { sendServerCallsInBackground } from './sendServerCallsInBackground';
import { staticSourceModules } from './staticSourceModules';

/**
 * The background-sync service worker (DESIGN.md, "Sync"): registered on its
 * own narrow scope, so the app's service worker (which answers every
 * navigation) stays small, and this one, with every network's code, starts
 * only for a `sync` event: the browser fires one when it is online again,
 * even with every tab closed (Chromium; Firefox and Safari have no
 * Background Sync, so there the page's triggers are the only ones).
 */
declare const self: ServiceWorkerGlobalScope;

interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
  readonly lastChance: boolean;
}

/** Chromium gives a sync event about 3 minutes (then it is retried). */
const SYNC_BUDGET_MS = 150_000;

async function drainInBackground(event: SyncEvent): Promise<void> {
  const config = await loadOutboxConfig();
  if (!config) return;
  const runtime = await openOutboxRuntime(config);
  const signal = AbortSignal.timeout(SYNC_BUDGET_MS);
  try {
    // Scheduled posts queued offline (composer.md §4.9): files, polls and metadata, then
    // their create calls, which go with the other product-server calls below.
    const schedulesBefore = await (await runtime.scheduleIntents()).catchUp();
    const scheduled = await prepareSchedulesInBackground(runtime, signal);
    const published = await runOutboxUntilIdle(runtime, {
      holder: `service-worker-${crypto.randomUUID()}`,
      modules: staticSourceModules,
      signal,
      maxWaitMs: SYNC_BUDGET_MS / 2,
    });
    // What publishing asked of the product server (post reports), and scheduled posts' create calls.
    const reported = await sendServerCallsInBackground(runtime);
    await forgetCreatedScheduleMedia(runtime, schedulesBefore).catch((error: unknown) =>
      console.warn('Could not let scheduled files go:', error),
    );
    // Jobs, intents or calls still wait (a backoff, or a tab is draining): come back later.
    const outcome = [scheduled, published, reported].find((part) => part !== 'done') ?? 'done';
    if (outcome !== 'done' && !event.lastChance) throw new Error(`outbox ${outcome}`);
  } finally {
    runtime.close();
  }
}

self.addEventListener('install', () => void self.skipWaiting());
self.addEventListener('sync', (event) => {
  const sync = event as SyncEvent;
  if (sync.tag === OUTBOX_SYNC_TAG) sync.waitUntil(drainInBackground(sync));
});
