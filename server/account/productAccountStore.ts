import { randomBytes, randomUUID } from 'node:crypto';
import { hashOfSecret } from '../storage/hashOfSecret';
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

/**
 * A session ends after 30 days unused, and at the latest 180 days after it
 * began (docs/security.md): a token copied off a lost device stops working.
 */
export const SESSION_IDLE_MS = 30 * 24 * 60 * 60_000;
export const SESSION_MAX_AGE_MS = 180 * 24 * 60 * 60_000;
/** A session's last use is written at most this often (not on every request). */
const LAST_USED_PRECISION_MS = 60 * 60_000;

/** Only a hash of a session token is kept: a copied database opens no account. */
export const sessionTokenHash = hashOfSecret;
const hashOf = hashOfSecret;

/**
 * Polycast accounts (composer.md §1: "one product account can link profiles
 * on several sources"): the profiles each links, and the sessions devices
 * hold for it.
 */
export function createProductAccountStore(db: ServerDatabase, now: () => number = Date.now) {
  const statements = {
    addAccount: db.prepare('INSERT INTO product_accounts (id, created_at) VALUES (?, ?)'),
    addSession: db.prepare(
      'INSERT INTO product_sessions (token_hash, account_id, created_at, last_used_at) VALUES (?, ?, ?, ?)',
    ),
    session: db.prepare(
      'SELECT account_id, created_at, last_used_at FROM product_sessions WHERE token_hash = ?',
    ),
    touch: db.prepare('UPDATE product_sessions SET last_used_at = ? WHERE token_hash = ?'),
    revoke: db.prepare('DELETE FROM product_sessions WHERE token_hash = ?'),
    revokeOthers: db.prepare(
      'DELETE FROM product_sessions WHERE account_id = ? AND token_hash != ?',
    ),
    sweep: db.prepare('DELETE FROM product_sessions WHERE last_used_at < ? OR created_at < ?'),
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
    linking: db.prepare(
      `SELECT account_id, connected_at FROM product_connections
       WHERE source = ? AND profile_id = ? ORDER BY connected_at DESC LIMIT 1`,
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

  const newSession = (accountId: string) => {
    const token = randomBytes(32).toString('base64url');
    statements.addSession.run(hashOf(token), accountId, now(), now());
    return token;
  };

  const createAccount = (profiles: readonly LinkedProfile[]) => {
    const accountId = randomUUID();
    statements.addAccount.run(accountId, now());
    profiles.forEach((profile) => link(accountId, profile));
    return accountId;
  };

  return {
    /**
     * A new account linking these profiles (each proven by the caller), and
     * the first device's session token.
     */
    create: db.transaction((profiles: readonly LinkedProfile[]) => {
      const accountId = createAccount(profiles);
      return { accountId, token: newSession(accountId) };
    }),
    /** A new account with no session yet: an X sign-in hands its first one over later (a grant). */
    createWithoutSession: db.transaction((profiles: readonly LinkedProfile[]) =>
      createAccount(profiles),
    ),
    /**
     * The account a person signs in to with these (proven) profiles: the one
     * that linked one of them most recently, if any.
     */
    accountLinking(profiles: readonly Pick<LinkedProfile, 'source' | 'profileId'>[]) {
      let found: { account_id: string; connected_at: number } | undefined;
      for (const profile of profiles) {
        const row = statements.linking.get(profile.source, profile.profileId) as typeof found;
        if (row && (!found || row.connected_at > found.connected_at)) found = row;
      }
      return found?.account_id;
    },
    /** Another session of an existing account (a device signing in to it). */
    openSession: (accountId: string): string => newSession(accountId),
    /** The account a live session belongs to; an ended one is removed and answers nothing. */
    accountFor(token: string): string | undefined {
      const hash = hashOf(token);
      const row = statements.session.get(hash) as
        { account_id: string; created_at: number; last_used_at: number } | undefined;
      if (!row) return undefined;
      const at = now();
      if (at - row.last_used_at > SESSION_IDLE_MS || at - row.created_at > SESSION_MAX_AGE_MS) {
        statements.revoke.run(hash);
        return undefined;
      }
      if (at - row.last_used_at > LAST_USED_PRECISION_MS) statements.touch.run(at, hash);
      return row.account_id;
    },
    revoke(token: string) {
      statements.revoke.run(hashOf(token));
    },
    /** Ends every session of the account but this one (after a password change). */
    revokeOtherSessions(accountId: string, token: string) {
      statements.revokeOthers.run(accountId, hashOf(token));
    },
    /** Removes sessions that ended (they already answer nothing; this frees the rows). */
    sweepEndedSessions() {
      const at = now();
      statements.sweep.run(at - SESSION_IDLE_MS, at - SESSION_MAX_AGE_MS);
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
    /** Links a profile the caller proved is the account holder's (docs/security.md). */
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
