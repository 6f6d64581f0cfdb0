import { randomBytes } from 'node:crypto';
import { hashOfSecret } from '../storage/hashOfSecret';
import type { ServerDatabase } from '../storage/openServerDatabase';
import type { SecretBox } from '../storage/secretBox';

export interface XTokens {
  accessToken: string;
  refreshToken: string;
  /** Epoch ms. */
  expiresAt: number;
}

export interface XAccount {
  id: string;
  username: string;
  name: string;
}

/** A sign-in between leaving for X and coming back. */
export interface PendingXSignIn {
  /** Hash of the secret in the cookie of the browser that began it. */
  browserHash: string;
  /** The Polycast account it adds X to; null: the sign-in makes a new account. */
  accountId: string | null;
  verifier: string;
  returnTo: string;
}

/** How long a sign-in may take between leaving for X and coming back. */
export const PENDING_TTL_MS = 10 * 60_000;
/** How long the browser has to collect the session of an account its X sign-in made. */
export const GRANT_TTL_MS = 5 * 60_000;

/**
 * The X accounts each Polycast account signed in, their tokens sealed at
 * rest; the sign-ins in progress; and the one-time grants that hand a new
 * account's first session to the browser whose X sign-in made it.
 */
export function createXAccountStore(
  db: ServerDatabase,
  box: SecretBox,
  now: () => number = Date.now,
) {
  const statements = {
    addPending: db.prepare(
      `INSERT INTO x_oauth_pending (state, browser_hash, account_id, sealed_verifier, return_to, created_at)
       VALUES (?, ?, ?, ?, ?, ?)`,
    ),
    getPending: db.prepare('SELECT * FROM x_oauth_pending WHERE state = ?'),
    deletePending: db.prepare('DELETE FROM x_oauth_pending WHERE state = ? OR created_at < ?'),
    addGrant: db.prepare(
      'INSERT INTO x_account_grants (grant_hash, account_id, created_at) VALUES (?, ?, ?)',
    ),
    getGrant: db.prepare(
      'SELECT account_id, created_at FROM x_account_grants WHERE grant_hash = ?',
    ),
    deleteGrant: db.prepare('DELETE FROM x_account_grants WHERE grant_hash = ? OR created_at < ?'),
    upsert: db.prepare(
      `INSERT INTO x_accounts (account_id, x_user_id, username, name, sealed_tokens, expires_at, updated_at)
       VALUES (@accountId, @id, @username, @name, @sealed, @expiresAt, @now)
       ON CONFLICT (account_id, x_user_id) DO UPDATE SET
         username = excluded.username, name = excluded.name, sealed_tokens = excluded.sealed_tokens,
         expires_at = excluded.expires_at, updated_at = excluded.updated_at`,
    ),
    list: db.prepare(
      'SELECT x_user_id, username, name FROM x_accounts WHERE account_id = ? ORDER BY updated_at',
    ),
    get: db.prepare('SELECT * FROM x_accounts WHERE account_id = ? AND x_user_id = ?'),
    remove: db.prepare('DELETE FROM x_accounts WHERE account_id = ? AND x_user_id = ?'),
  };

  return {
    addPending(state: string, pending: PendingXSignIn) {
      statements.addPending.run(
        state,
        pending.browserHash,
        pending.accountId,
        box.seal(pending.verifier),
        pending.returnTo,
        now(),
      );
    },
    /** The sign-in for this state (once), if it is recent. */
    takePending(state: string): PendingXSignIn | undefined {
      const row = statements.getPending.get(state) as
        | {
            browser_hash: string;
            account_id: string | null;
            sealed_verifier: string;
            return_to: string;
            created_at: number;
          }
        | undefined;
      statements.deletePending.run(state, now() - PENDING_TTL_MS);
      if (!row || row.created_at < now() - PENDING_TTL_MS) return undefined;
      return {
        browserHash: row.browser_hash,
        accountId: row.account_id,
        verifier: box.open(row.sealed_verifier),
        returnTo: row.return_to,
      };
    },
    /** A one-time grant for the account's first session; only its hash is kept. */
    addGrant(accountId: string): string {
      const grant = randomBytes(32).toString('base64url');
      statements.addGrant.run(hashOfSecret(grant), accountId, now());
      return grant;
    },
    /** The account a grant was made for (once), if it is recent. */
    takeGrant(grant: string): string | undefined {
      const hash = hashOfSecret(grant);
      const row = statements.getGrant.get(hash) as
        { account_id: string; created_at: number } | undefined;
      statements.deleteGrant.run(hash, now() - GRANT_TTL_MS);
      if (!row || row.created_at < now() - GRANT_TTL_MS) return undefined;
      return row.account_id;
    },
    save(accountId: string, account: XAccount, tokens: XTokens) {
      statements.upsert.run({
        accountId,
        ...account,
        sealed: box.seal(JSON.stringify(tokens)),
        expiresAt: tokens.expiresAt,
        now: now(),
      });
    },
    list(accountId: string): XAccount[] {
      return (
        statements.list.all(accountId) as { x_user_id: string; username: string; name: string }[]
      ).map((row) => ({ id: row.x_user_id, username: row.username, name: row.name }));
    },
    get(accountId: string, id: string): (XAccount & { tokens: XTokens }) | undefined {
      const row = statements.get.get(accountId, id) as
        { x_user_id: string; username: string; name: string; sealed_tokens: string } | undefined;
      if (!row) return undefined;
      return {
        id: row.x_user_id,
        username: row.username,
        name: row.name,
        tokens: JSON.parse(box.open(row.sealed_tokens)) as XTokens,
      };
    },
    remove(accountId: string, id: string): boolean {
      return statements.remove.run(accountId, id).changes > 0;
    },
  };
}

export type XAccountStore = ReturnType<typeof createXAccountStore>;
