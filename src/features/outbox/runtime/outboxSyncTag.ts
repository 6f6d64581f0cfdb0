/** The Background Sync tag of the publish outbox, and where its service worker lives. */
export const OUTBOX_SYNC_TAG = 'polycast-outbox';
export const SYNC_SERVICE_WORKER_URL = '/sync-sw.js';
/** A scope no page is ever at: this worker never answers a fetch. */
export const SYNC_SERVICE_WORKER_SCOPE = '/sync-worker/';
