import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { createProductApi, storageOriginsOf, type ProductApiOptions } from './productApi';
import { serveBuiltApp } from './staticApp';
import { openServerDatabase } from './storage/openServerDatabase';
import { createSecretBox, secretKeyFromEnvironment } from './storage/secretBox';
import { createXAccountStore } from './x/xAccountStore';
import { createProductAccountStore } from './account/productAccountStore';
import { createPasswordStore } from './account/passwordStore';
import { createPostReportStore } from './report/postReportStore';
import { createClaimStrategyStore } from './redPacket/claimStrategyStore';
import { createClaimKeyStore } from './redPacket/claimKeyStore';
import type { XServiceConfig } from './x/xRoutes';
import { createVideoConverter } from './video/videoConverter';
import { createVideoConvertStore } from './video/videoConvertStore';
import { createPollStore } from './polls/pollStore';
import { createAnonymousStore } from './anonymous/anonymousStore';
import { createAnonymousXTokens } from './anonymous/anonymousX';
import { createAnonymousPoster, type AnonymousAccounts } from './anonymous/anonymousPoster';
import { PUBLIC_COMPOSER_NETWORKS, type ComposerNetworks } from './composer/composerNetworks';
import { PUBLIC_WALLET_NETWORKS, type WalletNetworks } from './wallet/walletNetworks';
import { createTipReportStore } from './wallet/tipReportStore';
import { PUBLIC_NETWORKS } from './networkEndpoints';
import { createScheduleClock, type ScheduleClock } from './schedule/scheduleClock';
import {
  createScheduleDispatcher,
  type ScheduleDispatcher,
  type ScheduleDispatcherOptions,
} from './schedule/scheduleDispatcher';
import { createSqliteScheduleStore } from './schedule/sqliteScheduleStore';
import { createReaderActionStore } from './readerActions/readerActionStore';
import type { ScheduleTaskRecord } from './schedule/scheduleStore';
import { createDelegationStore } from './delegation/delegationStore';
import {
  createDelegatedSources,
  type ServerDelegations,
} from './delegation/createDelegatedSources';
import {
  createProfileProofs,
  DEFAULT_SERVICE_DID,
  PUBLIC_PLC_DIRECTORY,
} from './account/proofs/createProfileProofs';
import { createProofTokenStore } from './account/proofs/proofTokenStore';
import type { InProcessEnv } from './account/inProcessCaller';
import { createRateLimiter } from './http/rateLimiter';
import { trustedProxiesFromEnvironment } from './http/trustedProxies';
import { loadOrCreateVapidKeys } from './push/vapidKeys';
import { createPushSubscriptionStore } from './push/pushSubscriptionStore';
import { createPushSender, type PushToAccount } from './push/pushSender';
import { schedulePushMessage } from './push/schedulePushMessage';
import { createDelegatedReads } from './delegation/createDelegatedReads';
import { createNotificationWatchStore } from './push/notificationWatchStore';
import {
  createNetworkNotificationWatcher,
  type NetworkNotificationWatcher,
} from './push/networkNotificationWatcher';

export interface ProductServerOptions extends Omit<
  ProductApiOptions,
  | 'x'
  | 'accounts'
  | 'passwords'
  | 'reports'
  | 'readerActions'
  | 'redPackets'
  | 'videos'
  | 'composer'
  | 'delegations'
  | 'schedule'
  | 'sandboxClock'
  | 'proofs'
  | 'limiter'
  | 'push'
  | 'wallet'
> {
  /** The PLC directory Bluesky DIDs are resolved at (the public one by default). */
  plcDirectory?: () => string;
  /** This server's DID, the audience of profile proofs (POLYCAST_SERVICE_DID, else DEFAULT_SERVICE_DID). */
  serviceDid?: string;
  /** The scheduled-post dispatcher's pacing (tests, the bench); `false`: no dispatcher in this process. */
  scheduleDispatcher?:
    false | Pick<ScheduleDispatcherOptions, 'concurrency' | 'leaseMs' | 'pollMs' | 'callTimeoutMs'>;
  /** The network notification watcher's pacing (tests); `false`: none in this process. */
  notificationWatcher?: false | { tickMs?: number };
  port?: number;
  host?: string;
  /** Serve the built app from this folder as well. */
  staticDir?: string;
  /** SQLite file; in memory by default (the sandbox). */
  databasePath?: string;
  /** Seals tokens at rest; from POLYCAST_SECRET_KEY when not given. */
  secretKey?: Buffer;
  /**
   * Against the sandbox: a throwaway key is allowed when none is set.
   * Anywhere else the server refuses to start without one.
   */
  sandboxMode?: boolean;
  /** Where X is (per request): enables `/api/x/…`. */
  xService?: () => XServiceConfig | undefined;
  /** Where channel and mention searches go (per request); the public networks by default. */
  composerNetworks?: () => ComposerNetworks | undefined;
  /** What the wallet routes read (per request); the public networks by default. */
  walletNetworks?: () => WalletNetworks | undefined;
  /** Origins on private addresses link previews may read: the sandbox's own web, nothing else. */
  previewOrigins?: () => readonly string[];
  /** The shared anonymous accounts (composer.md §3.9); none: anonymous posting is off. */
  anonymousAccounts?: () => AnonymousAccounts | undefined;
  /** Anonymous posting limits (default ANONYMOUS_LIMITS) and retry pacing, for tests. */
  anonymousLimits?: { dailyLimit: number; cooldownSeconds: number };
  anonymousRetry?: { baseMs: number; attempts: number };
  /** The VAPID `sub` claim push services may contact (POLYCAST_PUSH_SUBJECT, else DEFAULT_PUSH_SUBJECT). */
  pushSubject?: string;
}

/** Who runs this server, for push services (RFC 8292 §2.1); set POLYCAST_PUSH_SUBJECT in production. */
export const DEFAULT_PUSH_SUBJECT = 'mailto:push@polycast.invalid';

function secretKeyFor(options: ProductServerOptions): Buffer {
  const key = options.secretKey ?? secretKeyFromEnvironment();
  if (key) return key;
  if (options.sandboxMode) return randomBytes(32);
  throw new Error(
    'POLYCAST_SECRET_KEY is not set: the product server seals tokens at rest and will not start without a key (32 bytes, hex or base64).',
  );
}

export interface RunningProductServer {
  url: string;
  port: number;
  /** Adapters acting for an account with what it delegated (issue 7: the schedule dispatcher's). */
  delegations: ServerDelegations;
  /** The schedule's clock and dispatcher (issue 7). */
  schedule: { clock: ScheduleClock; dispatcher: ScheduleDispatcher | undefined };
  /**
   * Tells a Polycast account something on every browser it allowed push on
   * (reading.md §4.7): scheduled posts' outcomes and the notification
   * watcher's news from delegated networks call it.
   */
  pushToAccount: PushToAccount;
  /** Pushes delegated networks' new notifications (reading.md §4.7); `tick` runs one round. */
  notificationWatcher: NetworkNotificationWatcher | undefined;
  close(): Promise<void>;
}

export async function startProductServer(
  options: ProductServerOptions = {},
): Promise<RunningProductServer> {
  const host = options.host ?? '127.0.0.1';
  const box = createSecretBox(secretKeyFor(options));
  const database = openServerDatabase(options.databasePath);
  const anonymousAccounts = options.anonymousAccounts ?? (() => undefined);
  const anonymousXTokens = createAnonymousXTokens({ db: database, box });
  const anonymous = createAnonymousPoster({
    store: createAnonymousStore(database),
    accounts: anonymousAccounts,
    xTokens: anonymousXTokens,
    ...(options.anonymousLimits ? { limits: options.anonymousLimits } : {}),
    ...(options.anonymousRetry ? { retry: options.anonymousRetry } : {}),
  });
  anonymous.resume();
  const xAccounts = createXAccountStore(database, box);
  const delegationStore = createDelegationStore(database, box);
  let ownUrl: string | undefined;
  // The server's own routes, once they exist (below): X's delegated calls are answered in process.
  let ownRoutes:
    { fetch(request: Request, env: InProcessEnv): Response | Promise<Response> } | undefined =
    undefined;
  const delegations = createDelegatedSources({
    store: delegationStore,
    networks: () => (options.networks ? options.networks() : PUBLIC_NETWORKS),
    productUrl: () => ownUrl,
    xAccounts,
    // In process, as the account (inProcessCaller.ts): never through a socket anyone can reach.
    productFetch: async (url, init, actingAccountId) => {
      if (!ownRoutes) throw new Error('The product server is not ready yet');
      const env: InProcessEnv = { actingAccountId };
      return ownRoutes.fetch(new Request(url, init), env);
    },
  });
  const networks = () => (options.networks ? options.networks() : PUBLIC_NETWORKS);
  // composer.md §4.9: scheduled posts, published by this process when their minute comes.
  const scheduleClock = createScheduleClock();
  // composer.md §5.6: editing a scheduled post needs a password verified within 30 minutes,
  // on the schedule's clock (the sandbox moves both).
  const passwords = createPasswordStore(database, scheduleClock.now);
  const scheduleStore = createSqliteScheduleStore(database);
  const scheduleStorage = () => {
    const storage = networks()?.lens.storage;
    return storage ? { base: storage } : undefined;
  };
  // reading.md §4.7: browser push, signed with this server's lasting VAPID keys.
  const pushSubscriptions = createPushSubscriptionStore(database);
  const vapidKeys = loadOrCreateVapidKeys(database, box, { log: (m) => console.error(m) });
  const push = createPushSender({
    subscriptions: pushSubscriptions,
    keys: vapidKeys,
    subject: options.pushSubject ?? process.env.POLYCAST_PUSH_SUBJECT ?? DEFAULT_PUSH_SUBJECT,
    log: (message) => console.error(message),
  });
  // reading.md §4.7, §9: delegated networks' new notifications, pushed to the account's browsers.
  const delegatedReads = createDelegatedReads({ store: delegationStore, networks });
  const notificationWatcher =
    options.notificationWatcher === false
      ? undefined
      : createNetworkNotificationWatcher({
          subscriptions: pushSubscriptions,
          delegations: delegationStore,
          readsFor: delegatedReads.readsFor,
          watched: createNotificationWatchStore(database),
          pushToAccount: push.pushToAccount,
          ...(options.notificationWatcher?.tickMs
            ? { tickMs: options.notificationWatcher.tickMs }
            : {}),
          log: (message) => console.error(message),
        });
  const pushScheduleOutcome = (task: ScheduleTaskRecord) => {
    const message = schedulePushMessage(task);
    if (message) void push.pushToAccount(task.accountId, message);
  };
  const dispatcher =
    options.scheduleDispatcher === false
      ? undefined
      : createScheduleDispatcher({
          ...options.scheduleDispatcher,
          store: scheduleStore,
          now: scheduleClock.now,
          sourceFor: delegations.sourceFor,
          storage: scheduleStorage,
          log: (message) => console.error(message),
          onSettled: pushScheduleOutcome,
        });
  if (dispatcher) scheduleClock.onAdvance(() => dispatcher.wake());
  const accounts = createProductAccountStore(database);
  // Sessions that ended answer nothing already; this frees their rows now and then.
  const sweepSessions = setInterval(() => accounts.sweepEndedSessions(), 60 * 60_000);
  sweepSessions.unref();
  const app = createProductApi({
    ...options,
    limiter: createRateLimiter(database),
    trustedProxies: options.trustedProxies ?? trustedProxiesFromEnvironment(),
    proofs: createProfileProofs({
      tokens: createProofTokenStore(database),
      audience: options.serviceDid ?? process.env.POLYCAST_SERVICE_DID ?? DEFAULT_SERVICE_DID,
      networks,
      plcDirectory: options.plcDirectory ?? (() => PUBLIC_PLC_DIRECTORY),
    }),
    schedule: {
      store: scheduleStore,
      delegations,
      now: scheduleClock.now,
      storageOrigin: () => {
        const storage = scheduleStorage();
        return storage && new URL(storage.base).origin;
      },
      passwordCheck: passwords.passwordCheck,
    },
    ...(options.sandboxMode ? { sandboxClock: scheduleClock } : {}),
    push: {
      subscriptions: pushSubscriptions,
      publicKey: vapidKeys.publicKey,
      allowLoopbackHttp: options.sandboxMode ?? false,
    },
    accounts,
    passwords,
    reports: createPostReportStore(database),
    readerActions: createReaderActionStore(database),
    redPackets: {
      strategies: createClaimStrategyStore(database),
      keys: createClaimKeyStore(database, box),
    },
    videos: createVideoConverter({
      store: createVideoConvertStore(database),
      storageOrigins: () => storageOriginsOf(options.networks),
    }),
    composer: {
      polls: createPollStore(database),
      linkPreview: { allowedOrigins: options.previewOrigins ?? (() => []) },
      networks: options.composerNetworks ?? (() => PUBLIC_COMPOSER_NETWORKS),
      // X profile search runs as the product's own X account: the shared anonymous one.
      xAccessToken: async () => {
        const x = anonymousAccounts()?.x;
        return x ? anonymousXTokens.accessToken(x) : undefined;
      },
      anonymous,
    },
    delegations: {
      store: delegationStore,
      changed: (accountId, platform, platformUserId) => {
        delegations.changed(accountId, platform, platformUserId);
        delegatedReads.changed(accountId, platform, platformUserId);
      },
      usable: (accountId, source, platformUserId) =>
        delegations.has(accountId, { source, accountId: platformUserId }),
      ...(options.xService ? { xAccounts } : {}),
    },
    ...(options.xService ? { x: { store: xAccounts, config: options.xService } } : {}),
    wallet: {
      networks: options.walletNetworks ?? (() => PUBLIC_WALLET_NETWORKS),
      tips: createTipReportStore(database),
    },
  });
  ownRoutes = app;
  if (options.staticDir)
    serveBuiltApp(app, options.staticDir, { networks, sandbox: options.sandboxMode ?? false });
  return new Promise((resolvePromise, reject) => {
    const server = serve({ fetch: app.fetch, port: options.port ?? 0, hostname: host }, () => {
      const { port } = server.address() as AddressInfo;
      ownUrl = `http://${host}:${port}`;
      dispatcher?.start();
      notificationWatcher?.start();
      resolvePromise({
        url: ownUrl,
        port,
        delegations,
        schedule: { clock: scheduleClock, dispatcher },
        pushToAccount: push.pushToAccount,
        notificationWatcher,
        close: () =>
          new Promise((done) => {
            clearInterval(sweepSessions);
            server.close(() => {
              void Promise.all([
                anonymous.close(),
                dispatcher?.stop(),
                notificationWatcher?.stop(),
              ]).finally(() => {
                database.close();
                done();
              });
            });
            (server as { closeAllConnections?: () => void }).closeAllConnections?.();
          }),
      });
    });
    server.once('error', reject);
  });
}
