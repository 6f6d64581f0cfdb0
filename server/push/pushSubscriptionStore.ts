import type { PushSubscriptionJson } from '@/domain/push/pushContract';
import type { ServerDatabase } from '../storage/openServerDatabase';

/** The most browsers one account keeps subscribed; a new one past it replaces the oldest. */
export const PUSH_SUBSCRIPTIONS_PER_ACCOUNT = 10;

export interface StoredPushSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

interface Row {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/**
 * reading.md §3.16: the push subscriptions uploaded with a session, each an
 * account's. An endpoint is one browser's: uploaded again (the app does so at
 * each start) it is refreshed, and signed into another account it moves there.
 */
export function createPushSubscriptionStore(db: ServerDatabase, now: () => number = Date.now) {
  const upsert = db.prepare(
    `INSERT INTO push_subscriptions (endpoint, account_id, p256dh, auth, updated_at)
     VALUES (@endpoint, @accountId, @p256dh, @auth, @now)
     ON CONFLICT (endpoint) DO UPDATE SET account_id = excluded.account_id,
       p256dh = excluded.p256dh, auth = excluded.auth, updated_at = excluded.updated_at`,
  );
  const trim = db.prepare(
    `DELETE FROM push_subscriptions WHERE account_id = @accountId AND endpoint NOT IN (
       SELECT endpoint FROM push_subscriptions WHERE account_id = @accountId
       ORDER BY updated_at DESC, rowid DESC LIMIT @keep)`,
  );
  const removeOwn = db.prepare(
    'DELETE FROM push_subscriptions WHERE account_id = ? AND endpoint = ?',
  );
  const removeAny = db.prepare('DELETE FROM push_subscriptions WHERE endpoint = ?');
  const list = db.prepare(
    'SELECT endpoint, p256dh, auth FROM push_subscriptions WHERE account_id = ? ORDER BY updated_at',
  );
  const subscribed = db.prepare('SELECT DISTINCT account_id FROM push_subscriptions');
  const save = db.transaction((accountId: string, subscription: PushSubscriptionJson) => {
    upsert.run({ endpoint: subscription.endpoint, accountId, ...subscription.keys, now: now() });
    trim.run({ accountId, keep: PUSH_SUBSCRIPTIONS_PER_ACCOUNT });
  });
  return {
    save(accountId: string, subscription: PushSubscriptionJson): void {
      save(accountId, subscription);
    },
    /** True when the account had this endpoint. */
    remove(accountId: string, endpoint: string): boolean {
      return removeOwn.run(accountId, endpoint).changes > 0;
    },
    /** The push service said the subscription is gone (404, 410). */
    forget(endpoint: string): void {
      removeAny.run(endpoint);
    },
    /** The accounts with at least one browser to push to. */
    accountsSubscribed(): string[] {
      return (subscribed.all() as { account_id: string }[]).map((row) => row.account_id);
    },
    of(accountId: string): StoredPushSubscription[] {
      return (list.all(accountId) as Row[]).map((row) => ({
        endpoint: row.endpoint,
        keys: { p256dh: row.p256dh, auth: row.auth },
      }));
    },
  };
}

export type PushSubscriptionStore = ReturnType<typeof createPushSubscriptionStore>;
