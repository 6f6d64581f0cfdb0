import type { BackgroundRuntime } from '@/features/outbox/runtime/outboxRuntime';
import { productSessionStore } from '@/runtime/productSession';
import {
  createServerCallSender,
  drainPendingServerCalls,
  serverCallLock,
} from '@/sync/serverCallOutbox';
import { pendingCalls } from '@/sync/serverCallsProjection';

/**
 * The product-server calls that publishing asked for (post reports, red
 * packet claim strategies: composer.md §4.6), sent from the background
 * service worker when no page is open to send them. Takes the same lock as
 * a page's call outbox, so a call goes from one context at a time. Answers
 * whether calls still wait (a failure to retry later).
 */
export async function sendServerCallsInBackground(
  runtime: BackgroundRuntime,
): Promise<'done' | 'waiting'> {
  const calls = await runtime.serverCalls();
  const send = createServerCallSender({
    apiBase: runtime.apiBase,
    viewerId: runtime.viewerId,
    productSession: async () => productSessionStore(await runtime.vault()).load(),
  });
  await drainPendingServerCalls({
    log: runtime.log,
    calls,
    send,
    lock: serverCallLock(runtime.databaseName),
    retryNetworkFailuresNow: true,
  });
  return pendingCalls(await calls.catchUp()).length === 0 ? 'done' : 'waiting';
}
