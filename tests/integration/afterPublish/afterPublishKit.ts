import { appCatalog, type AppEvent, type NewAppEvent } from '@/events/appCatalog';
import type { Projection } from '@/events/projection';
import { openProjection } from '@/events/projectionRunner';
import { fakeIndexedDb, openTestLog, uniqueLogName } from '@/events/testing/openTestLog';
import { openCredentialVault } from '@/runtime/credentialVault';
import { productSessionStore } from '@/runtime/productSession';
import { ACCOUNTS_AGGREGATE } from '@/events/types/accountEvents';
import { drainServerCalls } from '@/sync/drainServerCalls';
import { createServerCallSender } from '@/sync/serverCallOutbox';
import { serverCallsProjection } from '@/sync/serverCallsProjection';
import { startTestServer, type TestServer } from '../../../server/testing/startTestServer';

export const VIEWER = '5b0e1c2e-8a3b-4c39-9d7e-6f1a2b3c4d5e';

/**
 * The device's side as the app has it: the event log and the credential
 * vault on (fake) IndexedDB, the server-calls projection, the sender the
 * runtime builds; and the real product server on its own SQLite file.
 */
export async function afterPublishKit(options: { now?: () => number } = {}) {
  const cleanups: (() => unknown)[] = [];
  const env = fakeIndexedDb();
  const name = uniqueLogName('after-publish');
  const { log, snapshots, close } = await openTestLog(appCatalog, {
    env,
    name,
    ...(options.now ? { now: options.now } : {}),
  });
  cleanups.push(close);
  // The vault opens the global IndexedDB, as in a browser.
  const vault = await openCredentialVault(`${name}-vault`, env);
  cleanups.push(() => vault.close());
  const sessions = productSessionStore(vault);
  const server: TestServer = await startTestServer();
  cleanups.push(() => server.close());

  /** A page's projection (a new one is a reload: it starts from the snapshot). */
  const open = async <S>(projection: Projection<S, AppEvent>) => {
    const handle = await openProjection({ log, snapshots, projection });
    cleanups.push(() => handle.close());
    return handle;
  };
  const openCalls = () => open(serverCallsProjection);
  const send = createServerCallSender({
    apiBase: server.url,
    viewerId: VIEWER,
    productSession: () => sessions.load(),
  });

  return {
    log,
    server,
    sessions,
    open,
    openCalls,
    send,
    append: (event: NewAppEvent) => log.append(event),
    /** One drain round of the server calls, as the outbox runs it. */
    async drain(calls: Awaited<ReturnType<typeof openCalls>>) {
      return drainServerCalls({
        log,
        state: await calls.catchUp(),
        send,
        ...(options.now ? { now: options.now } : {}),
      });
    },
    /** Signs up a Polycast account as the app does: the session in the vault, then the event. */
    async joinPolycast() {
      // The account itself, straight into the server's database (signing up with a proof:
      // tests/integration/accounts); what is tested here is what follows.
      const made = server.accounts.create([
        { source: 'Bsky', profileId: 'did:plc:x', handle: 'x.test', displayName: 'X' },
      ]);
      const data = { accountId: made.accountId, sessionToken: made.token };
      await sessions.save({ accountId: data.accountId, token: data.sessionToken });
      await log.append({
        type: 'ProductAccountJoined',
        aggregateId: ACCOUNTS_AGGREGATE,
        payload: { accountId: data.accountId },
      });
      return data;
    },
    async close() {
      for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
    },
  };
}

export type AfterPublishKit = Awaited<ReturnType<typeof afterPublishKit>>;
