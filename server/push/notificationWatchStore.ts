import type { PostSource } from '@/domain/networks';
import type { ServerDatabase } from '../storage/openServerDatabase';

/**
 * reading.md §4.7, §9: the newest notification id the server's watcher saw
 * for each account's delegated network profile. Ids only: never what the
 * notification said, never a secret.
 */
export function createNotificationWatchStore(db: ServerDatabase, now: () => number = Date.now) {
  const get = db.prepare(
    `SELECT newest_id FROM notification_watch
     WHERE account_id = ? AND platform = ? AND profile_id = ?`,
  );
  const put = db.prepare(
    `INSERT INTO notification_watch (account_id, platform, profile_id, newest_id, updated_at)
     VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (account_id, platform, profile_id) DO UPDATE SET
       newest_id = excluded.newest_id, updated_at = excluded.updated_at`,
  );
  return {
    newestSeen(accountId: string, platform: PostSource, profileId: string): string | undefined {
      const row = get.get(accountId, platform, profileId) as { newest_id: string } | undefined;
      return row?.newest_id;
    },
    remember(accountId: string, platform: PostSource, profileId: string, newestId: string): void {
      put.run(accountId, platform, profileId, newestId, now());
    },
  };
}

export type NotificationWatchStore = ReturnType<typeof createNotificationWatchStore>;
