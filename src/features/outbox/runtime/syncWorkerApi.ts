/** What the page asks of the sync worker (src/workers/sync/syncWorker.ts). */
export interface SyncWorkerApi {
  /** Opens the worker's outbox with the page's config (parsed there), as `executor`. */
  start(config: unknown, executor: string, pageOnline: boolean): Promise<void>;
  /** The page's word on the connection; a return kicks the outbox. */
  setOnline(online: boolean): Promise<void>;
  kick(): Promise<void>;
  stop(): Promise<void>;
}
