import {
  OUTBOX_SYNC_TAG,
  SYNC_SERVICE_WORKER_SCOPE,
  SYNC_SERVICE_WORKER_URL,
} from './outboxSyncTag';

interface SyncManagerLike {
  register(tag: string): Promise<void>;
}

function activated(registration: ServiceWorkerRegistration): Promise<void> {
  if (registration.active) return Promise.resolve();
  const worker = registration.installing ?? registration.waiting;
  return new Promise((resolve, reject) => {
    if (!worker) {
      reject(new Error('The sync service worker did not install.'));
      return;
    }
    worker.addEventListener('statechange', () => {
      if (worker.state === 'activated') resolve();
      if (worker.state === 'redundant') reject(new Error('The sync service worker was replaced.'));
    });
  });
}

function backgroundSyncSupported(): boolean {
  return (
    !import.meta.env.DEV &&
    'serviceWorker' in navigator &&
    typeof ServiceWorkerRegistration !== 'undefined' &&
    'sync' in ServiceWorkerRegistration.prototype
  );
}

/**
 * Installs the background-sync service worker (online, at start: its
 * script cannot be fetched later, offline, when a post is queued).
 */
export async function installSyncServiceWorker(): Promise<ServiceWorkerRegistration | undefined> {
  if (!backgroundSyncSupported()) return undefined;
  return navigator.serviceWorker.register(SYNC_SERVICE_WORKER_URL, {
    scope: SYNC_SERVICE_WORKER_SCOPE,
    type: 'module',
  });
}

/**
 * Asks the browser to wake the sync service worker once it is online, even
 * if every tab is closed by then (Background Sync). Resolves false where
 * the browser has no Background Sync (Firefox, Safari): the page's own
 * triggers (start, `online`, timers) are enough there.
 */
export async function requestOutboxSync(): Promise<boolean> {
  if (!backgroundSyncSupported()) return false;
  const registration =
    (await navigator.serviceWorker.getRegistration(SYNC_SERVICE_WORKER_SCOPE)) ??
    (await installSyncServiceWorker());
  if (!registration) return false;
  await activated(registration);
  const sync = (registration as ServiceWorkerRegistration & { sync?: SyncManagerLike }).sync;
  if (!sync) return false;
  await sync.register(OUTBOX_SYNC_TAG);
  return true;
}
