import { appCatalog, type AppEventDefinition } from '@/events/appCatalog';
import { createEventLog, type EventLog } from '@/events/eventLog';
import { openEventDatabase } from '@/events/idb/openEventDatabase';
import { openProjection, type ProjectionHandle } from '@/events/projectionRunner';
import { createSnapshotStore } from '@/events/snapshotStore';
import { openMediaStore, type MediaStore } from '@/sync/media/mediaStore';
import { publishJobsProjection, type PublishJobsState } from '@/sync/publish/publishJobsProjection';
import { togglesProjection, type TogglesState } from '@/sync/actions/togglesProjection';
import { serverCallsProjection, type ServerCallsState } from '@/sync/serverCallsProjection';
import { accountsProjection, type AccountsState } from '@/events/projections/accountsProjection';
import { draftsProjection, type DraftsState } from '@/events/projections/draftsProjection';
import {
  scheduleIntentsProjection,
  type ScheduleIntentsState,
} from '@/sync/schedule/scheduleIntentsProjection';
import { openCredentialVault, type CredentialVault } from '@/runtime/credentialVault';
import type { OutboxConfig } from './outboxConfig';

/**
 * What the publish outbox needs, and nothing of the page: a tab's runtime
 * has all of it, and the sync worker and the service worker open just this.
 */
export interface OutboxRuntime {
  log: EventLog<AppEventDefinition>;
  publishJobs: ProjectionHandle<PublishJobsState>;
  /** The reader's switches (likes, follows…): the same outbox sends them. */
  toggles: ProjectionHandle<TogglesState>;
  accounts: ProjectionHandle<AccountsState>;
  apiBase: string;
  viewerId: string;
  vault(): Promise<CredentialVault>;
  media(): Promise<MediaStore>;
}

/** What a context with no page needs to send the product-server calls of the log too. */
export interface BackgroundRuntime extends OutboxRuntime {
  databaseName: string;
  /** Opened on first use: the sync worker never needs it (its page sends the calls). */
  serverCalls(): Promise<ProjectionHandle<ServerCallsState>>;
  /** The schedule intents (composer.md §4.9), opened on first use like the calls. */
  scheduleIntents(): Promise<ProjectionHandle<ScheduleIntentsState>>;
  /** The drafts: what a created task's files may still be needed by. */
  drafts(): Promise<ProjectionHandle<DraftsState>>;
}

/** Opens the log and the outbox's projections in a context with no DOM (a worker). */
export async function openOutboxRuntime(
  config: OutboxConfig,
): Promise<BackgroundRuntime & { close(): void }> {
  const database = await openEventDatabase(config.databaseName);
  const log = createEventLog({ database, catalog: appCatalog });
  const snapshots = createSnapshotStore(database);
  const [publishJobs, accounts, toggles] = await Promise.all([
    openProjection({ log, snapshots, projection: publishJobsProjection }),
    openProjection({ log, snapshots, projection: accountsProjection }),
    openProjection({ log, snapshots, projection: togglesProjection }),
  ]);
  let vault: Promise<CredentialVault> | undefined;
  let media: Promise<MediaStore> | undefined;
  let serverCalls: Promise<ProjectionHandle<ServerCallsState>> | undefined;
  let scheduleIntents: Promise<ProjectionHandle<ScheduleIntentsState>> | undefined;
  let drafts: Promise<ProjectionHandle<DraftsState>> | undefined;
  return {
    databaseName: config.databaseName,
    log,
    publishJobs,
    toggles,
    accounts,
    apiBase: config.apiBase,
    viewerId: config.viewerId,
    vault: () => (vault ??= openCredentialVault(`${config.databaseName}-vault`)),
    media: () => (media ??= openMediaStore(`${config.databaseName}-media`)),
    serverCalls: () =>
      (serverCalls ??= openProjection({ log, snapshots, projection: serverCallsProjection })),
    scheduleIntents: () =>
      (scheduleIntents ??= openProjection({
        log,
        snapshots,
        projection: scheduleIntentsProjection,
      })),
    drafts: () => (drafts ??= openProjection({ log, snapshots, projection: draftsProjection })),
    close() {
      void Promise.all([publishJobs.saveSnapshot(), toggles.saveSnapshot()]).finally(() => {
        publishJobs.close();
        toggles.close();
        for (const opened of [serverCalls, scheduleIntents, drafts]) {
          void opened?.then((projection) => projection.close());
        }
        accounts.close();
        void vault?.then((opened) => opened.close());
        void media?.then((opened) => opened.close());
        log.close();
        database.db.close();
      });
    },
  };
}
