import type { AppEventDefinition } from '@/events/appCatalog';
import type { EventLog } from '@/events/eventLog';
import { createExclusiveLock, type ExclusiveLock } from '@/events/exclusiveLock';
import type { ProjectionHandle } from '@/events/projectionRunner';
import { startDrainLoop } from './drainLoop';
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
 * One round of the product-server calls, from any context (a page, the
 * background service worker): under the lock every context takes, sends
 * what is pending and due. Resolves with when the next call falls due.
 */
export function drainPendingServerCalls(
  options: Pick<ServerCallOutboxOptions, 'log' | 'calls' | 'send' | 'lock' | 'now'> & {
    retryNetworkFailuresNow: boolean;
  },
): Promise<number | undefined> {
  const { log, calls, send, lock, now, retryNetworkFailuresNow } = options;
  return lock.run(async () => {
    // Another tab may have drained while this one waited for the lock.
    const state = await calls.catchUp();
    if (pendingCalls(state).length === 0) return undefined;
    return drainServerCalls({
      log,
      state,
      send,
      ...(now ? { now } : {}),
      retryNetworkFailuresNow,
    });
  });
}

/**
 * Keeps the product-server calls of the log flowing: drains on start, when
 * the browser comes online, when a new call is asked for and when a backoff
 * ends. Calls carry their intent's id as Idempotency-Key.
 */
export function startServerCallOutbox(options: ServerCallOutboxOptions): ServerCallOutbox {
  const { calls } = options;
  const loop = startDrainLoop({
    round: ({ connectionReturned }) =>
      drainPendingServerCalls({ ...options, retryNetworkFailuresNow: connectionReturned }),
    connectivity: options.connectivity,
    failureMessage: 'Server call outbox:',
    ...(options.now ? { now: options.now } : {}),
  });

  // A newly asked-for call is due at once.
  let known = new Set(Object.keys(calls.getState().calls));
  const subscription = calls.state$.subscribe((state) => {
    const ids = Object.keys(state.calls);
    const fresh = ids.some((id) => !known.has(id));
    known = new Set(ids);
    if (fresh) void loop.kick();
  });

  void loop.kick();

  return {
    drain: (request) =>
      loop.kick({ connectionReturned: request?.retryNetworkFailuresNow ?? false }),
    stop() {
      loop.stop();
      subscription.unsubscribe();
    },
  };
}
