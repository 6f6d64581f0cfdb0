import { drainToggleJobs } from '../actions/drainToggleJobs';
import type { NewToggleEvent } from '../actions/runToggleJob';
import type { NewPublishEvent } from './runPublishJob';
import type { TogglesState } from '../actions/togglesProjection';
import { LEASE_HEARTBEAT_MS, type ExecutorLease } from '../lease/executorLease';
import { drainPublishJobs, type DrainContext, type DrainResult } from './drainPublishJobs';

/** An attempt must end well before the lease could pass to another executor. */
export const CALL_TIMEOUT_MS = 20_000;

export type ExecutorRun =
  | ({ ran: true } & DrainResult)
  /** Another executor holds the lease until `until`, unless it renews it. */
  | { ran: false; reason: 'busy'; until: number };

/** The earlier of two wake-up times (undefined: none). */
const earlier = (a: number | undefined, b: number | undefined) =>
  a === undefined ? b : b === undefined ? a : Math.min(a, b);

/**
 * One executor's turn (DESIGN.md, "Sync"): take the lease, drain the outbox
 * (posts, and the switches the reader pressed: one outbox, one lease)
 * while beating the lease's heart, let it go. Another executor holding the
 * lease means this one does nothing. A lost lease (this context was frozen
 * past its expiry and someone took over) aborts what is in flight.
 */
export async function runExecutor(
  options: Omit<DrainContext, 'signal' | 'callTimeoutMs' | 'append'> & {
    append(event: NewPublishEvent | NewToggleEvent): Promise<unknown>;
    lease: ExecutorLease;
    signal?: AbortSignal;
    heartbeatMs?: number;
    /** The switches' projection, caught up (issue 21); absent: posts only. */
    toggles?: () => Promise<TogglesState>;
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
    const callTimeoutMs = Math.floor(Math.min(CALL_TIMEOUT_MS, lease.remainingMs() / 2));
    const { toggles } = options;
    // Both drains end before the turn does, even when one fails: a call still
    // out once the lease is released could go out twice (the next turn sends
    // it again). The first failure is the turn's.
    const [postsDrain, switchesDrain] = await Promise.allSettled([
      drainPublishJobs({ ...options, signal: controller.signal, callTimeoutMs }),
      toggles
        ? drainToggleJobs({ ...options, state: toggles, signal: controller.signal, callTimeoutMs })
        : undefined,
    ]);
    if (postsDrain.status === 'rejected') throw postsDrain.reason;
    if (switchesDrain.status === 'rejected') throw switchesDrain.reason;
    const [posts, switches] = [postsDrain.value, switchesDrain.value];
    return {
      ran: true,
      steps: posts.steps + (switches?.steps ?? 0),
      nextWakeAt: earlier(posts.nextWakeAt, switches?.nextWakeAt),
    };
  } finally {
    clearInterval(heartbeat);
    options.signal?.removeEventListener('abort', stop);
    await lease.release().catch(() => undefined);
  }
}
