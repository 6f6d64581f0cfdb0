import { LEASE_HEARTBEAT_MS, type ExecutorLease } from '../lease/executorLease';
import { drainPublishJobs, type DrainContext, type DrainResult } from './drainPublishJobs';

/** An attempt must end well before the lease could pass to another executor. */
export const CALL_TIMEOUT_MS = 20_000;

export type ExecutorRun =
  | ({ ran: true } & DrainResult)
  /** Another executor holds the lease until `until`, unless it renews it. */
  | { ran: false; reason: 'busy'; until: number };

/**
 * One executor's turn (DESIGN.md, "Sync"): take the lease, drain the outbox
 * while beating the lease's heart, let it go. Another executor holding the
 * lease means this one does nothing. A lost lease (this context was frozen
 * past its expiry and someone took over) aborts what is in flight.
 */
export async function runExecutor(
  options: Omit<DrainContext, 'signal' | 'callTimeoutMs'> & {
    lease: ExecutorLease;
    signal?: AbortSignal;
    heartbeatMs?: number;
  },
): Promise<ExecutorRun> {
  const { lease } = options;
  if (!(await lease.claim()))
    return { ran: false, reason: 'busy', until: lease.heldByOthersUntil() };
  const controller = new AbortController();
  const stop = () => controller.abort();
  options.signal?.addEventListener('abort', stop, { once: true });
  const heartbeat = setInterval(
    () => {
      lease.renew().then(
        (held) => held || stop(),
        () => stop(),
      );
    },
    options.heartbeatMs ?? Math.min(LEASE_HEARTBEAT_MS, lease.ttlMs / 3),
  );
  try {
    const result = await drainPublishJobs({
      ...options,
      signal: controller.signal,
      callTimeoutMs: Math.floor(Math.min(CALL_TIMEOUT_MS, lease.remainingMs() / 2)),
    });
    return { ran: true, ...result };
  } finally {
    clearInterval(heartbeat);
    options.signal?.removeEventListener('abort', stop);
    await lease.release().catch(() => undefined);
  }
}
