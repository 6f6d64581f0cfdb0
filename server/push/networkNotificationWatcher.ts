import type { PostSource } from '@/domain/networks';
import { NOTIFICATION_POLL_MS } from '@/domain/notifications/readRecord';
import type { SourceReads } from '@/sources/reading/sourceReads';
import type { DelegationStore } from '../delegation/delegationStore';
import {
  NOTIFICATION_TABS,
  networkNotificationMessage,
  type WatchedSource,
} from './networkNotificationMessage';
import { notificationWatchDecision } from './notificationWatchDecision';
import type { NotificationWatchStore } from './notificationWatchStore';
import type { PushToAccount } from './pushSender';
import type { PushSubscriptionStore } from './pushSubscriptionStore';

/** How often the watcher looks for profiles whose interval has come. */
export const WATCH_TICK_MS = 15_000;

/** How long one network gets to answer one read. */
const WATCH_READ_TIMEOUT_MS = 30_000;

/** Profiles read at once in one tick. */
const READS_AT_ONCE = 8;

export interface NetworkNotificationWatcherOptions {
  subscriptions: Pick<PushSubscriptionStore, 'accountsSubscribed'>;
  delegations: Pick<DelegationStore, 'list'>;
  /** The reads acting with one live delegation (createDelegatedReads), if any. */
  readsFor(accountId: string, platform: PostSource, userId: string): SourceReads | undefined;
  watched: NotificationWatchStore;
  pushToAccount: PushToAccount;
  now?: () => number;
  tickMs?: number;
  readTimeoutMs?: number;
  /** What went wrong where (the network and the failure's kind: never a key, never an id). */
  log?: (message: string) => void;
}

const isWatched = (platform: PostSource): platform is WatchedSource =>
  platform in NOTIFICATION_TABS;

/**
 * reading.md §4.7, §9 (issue 21 item 6): for each account with a browser to
 * push to, each Bluesky, Farcaster and Lens profile it delegated is read at
 * §9's interval (the newest notification, as the app's own poll reads it);
 * a newer one than the one remembered is pushed once. Only delegated
 * profiles can be watched: the server reads a network as a person only with
 * what they handed over (docs/decisions-reading.md). One profile's failure
 * never stops the others.
 */
export function createNetworkNotificationWatcher(options: NetworkNotificationWatcherOptions) {
  const now = options.now ?? Date.now;
  const log = options.log ?? (() => undefined);
  /** When each (account, network, profile) is next read; in memory (a restart reads all once). */
  const nextAt = new Map<string, number>();
  let timer: ReturnType<typeof setInterval> | undefined;
  let running: Promise<void> | undefined;

  async function check(accountId: string, platform: WatchedSource, userId: string) {
    const reads = options.readsFor(accountId, platform, userId);
    if (!reads?.notifications) return;
    const answer = await reads.notifications(
      undefined,
      AbortSignal.timeout(options.readTimeoutMs ?? WATCH_READ_TIMEOUT_MS),
    );
    if (!answer.ok) {
      log(`notification watch: ${platform} read failed (${answer.error.kind})`);
      return;
    }
    const newest = answer.value.items[0];
    const decision = notificationWatchDecision(
      options.watched.newestSeen(accountId, platform, userId),
      newest?.id,
    );
    if (decision.kind === 'same') return;
    // Remembered before the push: a push that fails is not tried again (one push per news).
    options.watched.remember(accountId, platform, userId, decision.remember);
    if (decision.kind === 'new' && newest && newest.source === platform)
      await options.pushToAccount(
        accountId,
        networkNotificationMessage({ ...newest, source: platform }),
      );
  }

  /** The profiles whose interval has come, each then set to its next time. */
  function due(): { accountId: string; platform: WatchedSource; userId: string }[] {
    const at = now();
    const found: { accountId: string; platform: WatchedSource; userId: string }[] = [];
    for (const accountId of options.subscriptions.accountsSubscribed()) {
      for (const delegation of options.delegations.list(accountId)) {
        const { platform, platformUserId: userId } = delegation;
        if (!isWatched(platform)) continue;
        const key = JSON.stringify([accountId, platform, userId]);
        if ((nextAt.get(key) ?? 0) > at) continue;
        nextAt.set(key, at + NOTIFICATION_POLL_MS[platform]);
        found.push({ accountId, platform, userId });
      }
    }
    return found;
  }

  /** One round: every due profile read (a few at once), each failure logged and left behind. */
  async function tick(): Promise<void> {
    let queue: ReturnType<typeof due>;
    try {
      queue = due();
    } catch (error) {
      log(`notification watch: listing failed (${error instanceof Error ? error.name : 'error'})`);
      return;
    }
    const worker = async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        const { accountId, platform, userId } = next;
        await check(accountId, platform, userId).catch((error: unknown) =>
          log(
            `notification watch: ${platform} failed (${error instanceof Error ? error.name : 'error'})`,
          ),
        );
      }
    };
    await Promise.all(Array.from({ length: READS_AT_ONCE }, worker));
  }

  /** A tick, unless one is still going (then that one). */
  function runOnce(): Promise<void> {
    running ??= tick().finally(() => (running = undefined));
    return running;
  }

  return {
    tick: runOnce,
    start() {
      if (timer) return;
      timer = setInterval(() => void runOnce(), options.tickMs ?? WATCH_TICK_MS);
      timer.unref();
      void runOnce();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}

export type NetworkNotificationWatcher = ReturnType<typeof createNetworkNotificationWatcher>;
