import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { ServerDatabase } from '../storage/openServerDatabase';

/** A network profile linked to a Polycast account: public facts only. */
export interface LinkedProfile {
  source: 'Farcaster' | 'Lens' | 'Twitter' | 'Bsky';
  profileId: string;
  handle: string;
  displayName: string;
  avatarUrl?: string;
}

interface ConnectionRow {
  source: LinkedProfile['source'];
  profile_id: string;
  handle: string;
  display_name: string;
  avatar_url: string | null;
}

export type UnlinkOutcome = 'removed' | 'not_found' | 'last';

/** Only a hash of a session token is kept: a copied database opens no account. */
export const sessionTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');
const hashOf = sessionTokenHash;

/**
 * Polycast accounts (composer.md §1: "one product account can link profiles
 * on several sources"): the profiles each links, and the sessions devices
 * hold for it.
 */
export function createProductAccountStore(db: ServerDatabase, now: () => number = Date.now) {
  const statements = {
    addAccount: db.prepare('INSERT INTO product_accounts (id, created_at) VALUES (?, ?)'),
    addSession: db.prepare(
      'INSERT INTO product_sessions (token_hash, account_id, created_at) VALUES (?, ?, ?)',
    ),
    session: db.prepare('SELECT account_id FROM product_sessions WHERE token_hash = ?'),
    revoke: db.prepare('DELETE FROM product_sessions WHERE token_hash = ?'),
    link: db.prepare(
      `INSERT INTO product_connections
         (account_id, source, profile_id, handle, display_name, avatar_url, connected_at)
       VALUES (@accountId, @source, @profileId, @handle, @displayName, @avatarUrl, @now)
       ON CONFLICT (account_id, source, profile_id) DO UPDATE SET
         handle = excluded.handle, display_name = excluded.display_name,
         avatar_url = excluded.avatar_url`,
    ),
    connections: db.prepare(
      `SELECT source, profile_id, handle, display_name, avatar_url FROM product_connections
       WHERE account_id = ? ORDER BY connected_at, rowid`,
    ),
    exists: db.prepare(
      'SELECT 1 FROM product_connections WHERE account_id = ? AND source = ? AND profile_id = ?',
    ),
    endDelegation: db.prepare(
      'DELETE FROM delegations WHERE account_id = ? AND platform = ? AND platform_user_id = ?',
    ),
    unlink: db.prepare(
      'DELETE FROM product_connections WHERE account_id = ? AND source = ? AND profile_id = ?',
    ),
  };

  const link = (accountId: string, profile: LinkedProfile) =>
    statements.link.run({
      accountId,
      ...profile,
      avatarUrl: profile.avatarUrl ?? null,
      now: now(),
    });

  return {
    /** A new account linking these profiles, and the first device's session token. */
    create: db.transaction((profiles: readonly LinkedProfile[]) => {
      const accountId = randomUUID();
      const token = randomBytes(32).toString('base64url');
      statements.addAccount.run(accountId, now());
      statements.addSession.run(hashOf(token), accountId, now());
      profiles.forEach((profile) => link(accountId, profile));
      return { accountId, token };
    }),
    accountFor(token: string): string | undefined {
      const row = statements.session.get(hashOf(token)) as { account_id: string } | undefined;
      return row?.account_id;
    },
    revoke(token: string) {
      statements.revoke.run(hashOf(token));
    },
    connections(accountId: string): LinkedProfile[] {
      return (statements.connections.all(accountId) as ConnectionRow[]).map((row) => ({
        source: row.source,
        profileId: row.profile_id,
        handle: row.handle,
        displayName: row.display_name,
        ...(row.avatar_url ? { avatarUrl: row.avatar_url } : {}),
      }));
    },
    link(accountId: string, profile: LinkedProfile) {
      link(accountId, profile);
    },
    /** reading.md §4.14: the last linked profile stays. */
    unlink: db.transaction(
      (accountId: string, source: string, profileId: string): UnlinkOutcome => {
        const linked = (statements.connections.all(accountId) as ConnectionRow[]).length;
        if (!statements.exists.get(accountId, source, profileId)) return 'not_found';
        if (linked <= 1) return 'last';
        statements.unlink.run(accountId, source, profileId);
        // Polycast no longer posts scheduled posts as a profile the account let go (issue 7).
        statements.endDelegation.run(accountId, source, profileId);
        return 'removed';
      },
    ),
  };
}

export type ProductAccountStore = ReturnType<typeof createProductAccountStore>;
