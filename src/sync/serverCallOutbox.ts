import type { AppEventDefinition } from '@/events/appCatalog';
import type { EventLog } from '@/events/eventLog';
import { createExclusiveLock, type ExclusiveLock } from '@/events/exclusiveLock';
import type { ProjectionHandle } from '@/events/projectionRunner';
import { drainServerCalls, ServerCallNotSendable, type SendServerCall } from './drainServerCalls';
import { pendingCalls, type ServerCallsState } from './serverCallsProjection';

export interface ServerCallSenderOptions {
  /** The product API's origin ('' is the page's own). */
  apiBase: string;
  viewerId: string;
  /** The device's Polycast session (kept in the credential vault), if it has one. */
  productSession: () => Promise<{ accountId: string; token: string } | undefined>;
  fetch?: typeof fetch;
}

export const NO_PRODUCT_SESSION = 'No Polycast session on this device';

/**
 * Sends a call as the product server takes it: its id as Idempotency-Key,
 * its body as JSON and, when it needs one, the Polycast session of the
 * account it was asked for (composer.md §7.3). A call for an account this
 * device is no longer signed in to can never be sent.
 */
export function createServerCallSender(options: ServerCallSenderOptions): SendServerCall {
  const fetchImpl = options.fetch ?? fetch;
  return async (call) => {
    const headers: Record<string, string> = {
      'Idempotency-Key': call.id,
      'X-Viewer-Id': options.viewerId,
    };
    if (call.body !== undefined) headers['Content-Type'] = 'application/json';
    if (call.productSession) {
      const session = await options.productSession();
      if (session?.accountId !== call.productSession.accountId) {
        throw new ServerCallNotSendable(NO_PRODUCT_SESSION);
      }
      headers.Authorization = `Bearer ${session.token}`;
    }
    return fetchImpl(options.apiBase + call.path, {
      method: call.method,
      headers,
      ...(call.body === undefined ? {} : { body: JSON.stringify(call.body) }),
    });
  };
}

/** The one lock every context takes to send the log's product-server calls. */
export const serverCallLock = (databaseName: string): ExclusiveLock =>
  createExclusiveLock(`${databaseName}:outbox`);

export interface ServerCallOutboxOptions {
  log: EventLog<AppEventDefinition>;
  calls: ProjectionHandle<ServerCallsState>;
  send: SendServerCall;
  /** One drainer at a time across tabs. */
  lock: ExclusiveLock;
  /** Where `online` comes from (window in the browser). */
  connectivity?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
  now?: () => number;
}

export interface ServerCallOutbox {
  /** Drains now; resolves when this round is done. */
  drain(options?: { retryNetworkFailuresNow?: boolean }): Promise<void>;
  stop(): void;
}

/**
 * Keeps the product-server calls of the log flowing: drains on start, when
 * the browser comes online, when a new call is asked for and when a backoff
 * ends. Calls carry their intent's id as Idempotency-Key.
 */
export function startServerCallOutbox(options: ServerCallOutboxOptions): ServerCallOutbox {
  const { log, calls, send, lock, connectivity } = options;
  const now = options.now ?? Date.now;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  let round: Promise<void> | undefined;
  let again: { retryNetworkFailuresNow: boolean } | undefined;

  const schedule = (at: number | undefined) => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    if (at === undefined || stopped) return;
    timer = setTimeout(() => void drain(), Math.max(0, at - now()));
  };

  const runRound = (retryNetworkFailuresNow: boolean) =>
    lock.run(async () => {
      // Another tab may have drained while this one waited for the lock.
      const state = await calls.catchUp();
      if (pendingCalls(state).length === 0) return schedule(undefined);
      const next = await drainServerCalls({ log, state, send, now, retryNetworkFailuresNow });
      schedule(next);
    });

  const drain = async (request = { retryNetworkFailuresNow: false }): Promise<void> => {
    if (stopped) return;
    if (round) {
      again = {
        retryNetworkFailuresNow:
          request.retryNetworkFailuresNow || !!again?.retryNetworkFailuresNow,
      };
      return round;
    }
    round = runRound(request.retryNetworkFailuresNow)
      .catch((error: unknown) => console.error('Server call outbox:', error))
      .finally(() => {
        round = undefined;
        const next = again;
        again = undefined;
        if (next) void drain(next);
      });
    return round;
  };

  const onOnline = () => void drain({ retryNetworkFailuresNow: true });
  connectivity?.addEventListener('online', onOnline);

  // A newly asked-for call is due at once.
  let known = new Set(Object.keys(calls.getState().calls));
  const subscription = calls.state$.subscribe((state) => {
    const ids = Object.keys(state.calls);
    const fresh = ids.some((id) => !known.has(id));
    known = new Set(ids);
    if (fresh) void drain();
  });

  void drain();

  return {
    drain,
    stop() {
      stopped = true;
      schedule(undefined);
      subscription.unsubscribe();
      connectivity?.removeEventListener('online', onOnline);
    },
  };
}
