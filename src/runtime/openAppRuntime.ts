import { appCatalog, type AppEventDefinition } from '@/events/appCatalog';
import { createEventLog, type EventLog } from '@/events/eventLog';
import { openEventDatabase, type EventDatabase } from '@/events/idb/openEventDatabase';
import { createSnapshotStore } from '@/events/snapshotStore';
import { openProjection, type ProjectionHandle } from '@/events/projectionRunner';
import type { ServerCallOutbox } from '@/sync/serverCallOutbox';
import { serverCallsProjection, type ServerCallsState } from '@/sync/serverCallsProjection';
import { settingsProjection, type SettingsState } from '@/events/projections/settingsProjection';
import { accountsProjection, type AccountsState } from '@/events/projections/accountsProjection';
import { publishJobsProjection, type PublishJobsState } from '@/sync/publish/publishJobsProjection';
import { togglesProjection, type TogglesState } from '@/sync/actions/togglesProjection';
import { openCredentialVault, type CredentialVault } from './credentialVault';
import { draftsProjection, type DraftsState } from '@/events/projections/draftsProjection';
import { productSessionStore } from './productSession';
import { getViewerId } from './viewerId';
import { openMediaStore, type MediaStore } from '@/sync/media/mediaStore';

export const APP_DATABASE_NAME = 'polycast';

/** Everything the app needs from the log, opened once per page. */
export interface AppRuntime {
  database: EventDatabase;
  log: EventLog<AppEventDefinition>;
  settings: ProjectionHandle<SettingsState>;
  serverCalls: ProjectionHandle<ServerCallsState>;
  accounts: ProjectionHandle<AccountsState>;
  /** Posts on their way to the networks: one job per (post, network). */
  publishJobs: ProjectionHandle<PublishJobsState>;
  /** What the reader switched on posts and people (likes, follows…), on its way to the networks. */
  toggles: ProjectionHandle<TogglesState>;
  /** The drafts on this device (composer.md §2.6). */
  drafts: ProjectionHandle<DraftsState>;
  /** The product API's origin ('' is the page's own). */
  apiBase: string;
  /** Credentials on this device, opened on first use (not needed for the first screen). */
  vault(): Promise<CredentialVault>;
  /** The bytes of attached files until every network has them, opened on first use. */
  media(): Promise<MediaStore>;
  viewerId: string;
  close(): Promise<void>;
}

export interface AppRuntimeOptions {
  databaseName?: string;
  /** The product API's origin; the page's own by default. */
  apiBase?: string;
}

/** Opens the IndexedDB log, the hot projections and the outbox. */
export async function openAppRuntime(options: AppRuntimeOptions = {}): Promise<AppRuntime> {
  const databaseName = options.databaseName ?? APP_DATABASE_NAME;
  performance.mark('polycast:runtime-loaded');
  const database = await openEventDatabase(databaseName);
  performance.mark('polycast:log-opened');
  const log = createEventLog({ database, catalog: appCatalog });
  const snapshots = createSnapshotStore(database);
  const [settings, serverCalls, accounts, publishJobs, drafts, toggles] = await Promise.all([
    openProjection({ log, snapshots, projection: settingsProjection }),
    openProjection({ log, snapshots, projection: serverCallsProjection }),
    openProjection({ log, snapshots, projection: accountsProjection }),
    openProjection({ log, snapshots, projection: publishJobsProjection }),
    openProjection({ log, snapshots, projection: draftsProjection }),
    openProjection({ log, snapshots, projection: togglesProjection }),
  ]);
  performance.mark('polycast:projections-ready');
  const viewerId = getViewerId();
  const apiBase = options.apiBase ?? '';
  let vault: Promise<CredentialVault> | undefined;
  let media: Promise<MediaStore> | undefined;
  // The product-server calls' outbox starts right after: the first screen waits for none of it.
  let outbox: ServerCallOutbox | undefined;
  let closed = false;
  void import('@/sync/serverCallOutbox').then((calls) => {
    if (closed) return;
    outbox = calls.startServerCallOutbox({
      log,
      calls: serverCalls,
      lock: calls.serverCallLock(databaseName),
      connectivity: window,
      send: calls.createServerCallSender({
        apiBase,
        viewerId,
        productSession: async () =>
          productSessionStore(
            await (vault ??= openCredentialVault(`${databaseName}-vault`)),
          ).load(),
      }),
    });
  });

  // Leaving the page keeps the snapshots fresh, so the next start replays little.
  const saveSnapshots = () => {
    void settings.saveSnapshot();
    void serverCalls.saveSnapshot();
    void accounts.saveSnapshot();
    void publishJobs.saveSnapshot();
    void drafts.saveSnapshot();
    void toggles.saveSnapshot();
  };
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') saveSnapshots();
  };
  document.addEventListener('visibilitychange', onVisibility);
  window.addEventListener('pagehide', saveSnapshots);

  return {
    database,
    log,
    settings,
    serverCalls,
    accounts,
    publishJobs,
    toggles,
    drafts,
    apiBase,
    vault: () => (vault ??= openCredentialVault(`${databaseName}-vault`)),
    media: () => (media ??= openMediaStore(`${databaseName}-media`)),
    viewerId,
    async close() {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', saveSnapshots);
      closed = true;
      outbox?.stop();
      settings.close();
      serverCalls.close();
      accounts.close();
      publishJobs.close();
      drafts.close();
      toggles.close();
      void vault?.then((opened) => opened.close());
      void media?.then((opened) => opened.close());
      log.close();
      database.db.close();
    },
  };
}
