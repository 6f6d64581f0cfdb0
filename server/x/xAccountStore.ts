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

/** How long a sign-in may take between leaving for X and coming back. */
const PENDING_TTL_MS = 10 * 60_000;

/** X accounts per viewer, their tokens sealed at rest; and sign-ins in progress. */
export function createXAccountStore(
  db: ServerDatabase,
  box: SecretBox,
  now: () => number = Date.now,
) {
  const statements = {
    addPending: db.prepare(
      'INSERT INTO x_oauth_pending (state, viewer_id, sealed_verifier, return_to, created_at) VALUES (?, ?, ?, ?, ?)',
    ),
    getPending: db.prepare('SELECT * FROM x_oauth_pending WHERE state = ?'),
    deletePending: db.prepare('DELETE FROM x_oauth_pending WHERE state = ? OR created_at < ?'),
    upsert: db.prepare(
      `INSERT INTO x_accounts (viewer_id, x_user_id, username, name, sealed_tokens, expires_at, updated_at)
       VALUES (@viewerId, @id, @username, @name, @sealed, @expiresAt, @now)
       ON CONFLICT (viewer_id, x_user_id) DO UPDATE SET
         username = excluded.username, name = excluded.name, sealed_tokens = excluded.sealed_tokens,
         expires_at = excluded.expires_at, updated_at = excluded.updated_at`,
    ),
    list: db.prepare(
      'SELECT x_user_id, username, name FROM x_accounts WHERE viewer_id = ? ORDER BY updated_at',
    ),
    get: db.prepare('SELECT * FROM x_accounts WHERE viewer_id = ? AND x_user_id = ?'),
    remove: db.prepare('DELETE FROM x_accounts WHERE viewer_id = ? AND x_user_id = ?'),
  };

  return {
    addPending(state: string, viewerId: string, verifier: string, returnTo: string) {
      statements.addPending.run(state, viewerId, box.seal(verifier), returnTo, now());
    },
    /** The sign-in for this state (once), if it is recent. */
    takePending(
      state: string,
    ): { viewerId: string; verifier: string; returnTo: string } | undefined {
      const row = statements.getPending.get(state) as
        | { viewer_id: string; sealed_verifier: string; return_to: string; created_at: number }
        | undefined;
      statements.deletePending.run(state, now() - PENDING_TTL_MS);
      if (!row || row.created_at < now() - PENDING_TTL_MS) return undefined;
      return {
        viewerId: row.viewer_id,
        verifier: box.open(row.sealed_verifier),
        returnTo: row.return_to,
      };
    },
    save(viewerId: string, account: XAccount, tokens: XTokens) {
      statements.upsert.run({
        viewerId,
        ...account,
        sealed: box.seal(JSON.stringify(tokens)),
        expiresAt: tokens.expiresAt,
        now: now(),
      });
    },
    list(viewerId: string): XAccount[] {
      return (
        statements.list.all(viewerId) as { x_user_id: string; username: string; name: string }[]
      ).map((row) => ({ id: row.x_user_id, username: row.username, name: row.name }));
    },
    get(viewerId: string, id: string): (XAccount & { tokens: XTokens }) | undefined {
      const row = statements.get.get(viewerId, id) as
        { x_user_id: string; username: string; name: string; sealed_tokens: string } | undefined;
      if (!row) return undefined;
      return {
        id: row.x_user_id,
        username: row.username,
        name: row.name,
        tokens: JSON.parse(box.open(row.sealed_tokens)) as XTokens,
      };
    },
    remove(viewerId: string, id: string): boolean {
      return statements.remove.run(viewerId, id).changes > 0;
    },
  };
}

export type XAccountStore = ReturnType<typeof createXAccountStore>;
