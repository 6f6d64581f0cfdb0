import type { PostSource } from '@/domain/networks';
import type { Delegation } from '@/domain/schedule/delegationContract';
import type { ServerDatabase } from '../storage/openServerDatabase';
import type { SecretBox } from '../storage/secretBox';

interface Row {
  platform: PostSource;
  platform_user_id: string;
  handle: string;
  live: number;
  sealed_secret: string;
  created_at: number;
}

/** One delegation with its secret opened: only for the server's own use, never an answer. */
export interface StoredDelegation<T> {
  platform: PostSource;
  platformUserId: string;
  handle: string;
  live: boolean;
  secret: T;
  createdAt: number;
}

const OPENED_KEPT = 1000;

/**
 * What each Polycast account handed over for scheduled posts, per network
 * account, its secret (signer key, app password and session, tokens, viewer
 * id) sealed with the server's key. Nothing here is ever logged or answered.
 */
export function createDelegationStore(
  db: ServerDatabase,
  box: SecretBox,
  now: () => number = Date.now,
) {
  const statements = {
    put: db.prepare(
      `INSERT INTO delegations
         (account_id, platform, platform_user_id, handle, live, sealed_secret, created_at, updated_at)
       VALUES (@accountId, @platform, @platformUserId, @handle, @live, @sealed, @now, @now)
       ON CONFLICT (account_id, platform, platform_user_id) DO UPDATE SET
         handle = excluded.handle, live = excluded.live, sealed_secret = excluded.sealed_secret,
         created_at = CASE WHEN delegations.live = 1 THEN delegations.created_at ELSE excluded.created_at END,
         updated_at = excluded.updated_at`,
    ),
    seal: db.prepare(
      `UPDATE delegations SET sealed_secret = ?, updated_at = ?
       WHERE account_id = ? AND platform = ? AND platform_user_id = ?`,
    ),
    get: db.prepare(
      'SELECT * FROM delegations WHERE account_id = ? AND platform = ? AND platform_user_id = ?',
    ),
    live: db.prepare(
      `SELECT 1 FROM delegations
       WHERE account_id = ? AND platform = ? AND platform_user_id = ? AND live = 1`,
    ),
    list: db.prepare(
      `SELECT platform, platform_user_id, handle, created_at FROM delegations
       WHERE account_id = ? AND live = 1 ORDER BY created_at, rowid`,
    ),
    remove: db.prepare(
      'DELETE FROM delegations WHERE account_id = ? AND platform = ? AND platform_user_id = ?',
    ),
  };

  /**
   * Secrets opened recently, by their sealed text (a new seal is a new text,
   * so a replaced secret is never answered stale): the dispatcher reads the
   * same few many times a second. In this process's memory only, as any
   * secret in use is; at most OPENED_KEPT.
   */
  const opened = new Map<string, string>();
  const openSealed = (sealed: string): string => {
    const known = opened.get(sealed);
    if (known !== undefined) return known;
    const plaintext = box.open(sealed);
    if (opened.size >= OPENED_KEPT) opened.delete(opened.keys().next().value as string);
    opened.set(sealed, plaintext);
    return plaintext;
  };

  /** A secret replaced or revoked leaves memory with its sealed text. */
  const forget = (accountId: string, platform: PostSource, platformUserId: string) => {
    const row = statements.get.get(accountId, platform, platformUserId) as Row | undefined;
    if (row) opened.delete(row.sealed_secret);
  };

  return {
    /** Keeps a delegation (replacing one for the same network account). */
    put<T>(accountId: string, delegation: Omit<StoredDelegation<T>, 'createdAt'>): void {
      forget(accountId, delegation.platform, delegation.platformUserId);
      statements.put.run({
        accountId,
        platform: delegation.platform,
        platformUserId: delegation.platformUserId,
        handle: delegation.handle,
        live: delegation.live ? 1 : 0,
        sealed: box.seal(JSON.stringify(delegation.secret)),
        now: now(),
      });
    },
    /** Replaces the secret only (a refreshed session), if the delegation still exists. */
    updateSecret<T>(
      accountId: string,
      platform: PostSource,
      platformUserId: string,
      secret: T,
    ): boolean {
      forget(accountId, platform, platformUserId);
      return (
        statements.seal.run(
          box.seal(JSON.stringify(secret)),
          now(),
          accountId,
          platform,
          platformUserId,
        ).changes > 0
      );
    },
    get<T>(
      accountId: string,
      platform: PostSource,
      platformUserId: string,
    ): StoredDelegation<T> | undefined {
      const row = statements.get.get(accountId, platform, platformUserId) as Row | undefined;
      if (!row) return undefined;
      return {
        platform: row.platform,
        platformUserId: row.platform_user_id,
        handle: row.handle,
        live: row.live === 1,
        secret: JSON.parse(openSealed(row.sealed_secret)) as T,
        createdAt: row.created_at,
      };
    },
    isLive(accountId: string, platform: PostSource, platformUserId: string): boolean {
      return statements.live.get(accountId, platform, platformUserId) !== undefined;
    },
    /** The account's live delegations: public facts. */
    list(accountId: string): Delegation[] {
      return (statements.list.all(accountId) as Row[]).map((row) => ({
        platform: row.platform,
        platformUserId: row.platform_user_id,
        handle: row.handle,
        createdAt: row.created_at,
      }));
    },
    remove(accountId: string, platform: PostSource, platformUserId: string): boolean {
      forget(accountId, platform, platformUserId);
      return statements.remove.run(accountId, platform, platformUserId).changes > 0;
    },
  };
}

export type DelegationStore = ReturnType<typeof createDelegationStore>;
