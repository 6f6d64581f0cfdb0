import type { ServerDatabase } from '../storage/openServerDatabase';
import { mergeClaimStrategy, type ClaimStrategy } from './mergeClaimStrategy';

interface StrategyRow {
  account_id: string;
  public_key: string;
  posts: string;
  platforms: string;
  post_on: string;
}

export type ClaimStrategyOutcome =
  | { ok: true; strategy: ClaimStrategy }
  /** The red packet's strategy was set by another Polycast account. */
  | { ok: false; reason: 'not_owner' }
  /** The red packet was announced with another public key, which never changes. */
  | { ok: false; reason: 'key_mismatch' };

/**
 * Red packet claim strategies in SQLite, one row per red packet. The first
 * account to set one owns it; later updates from it are merged in.
 */
export function createClaimStrategyStore(db: ServerDatabase, now: () => number = Date.now) {
  const read = db.prepare(
    'SELECT account_id, public_key, posts, platforms, post_on FROM red_packet_claim_strategies WHERE rpid = ?',
  );
  const write = db.prepare(
    `INSERT INTO red_packet_claim_strategies
       (rpid, account_id, public_key, posts, platforms, post_on, created_at, updated_at)
     VALUES (@rpid, @accountId, @publicKey, @posts, @platforms, @postOn, @now, @now)
     ON CONFLICT (rpid) DO UPDATE SET
       posts = excluded.posts, platforms = excluded.platforms, post_on = excluded.post_on,
       updated_at = excluded.updated_at`,
  );

  const load = (rpid: string) => {
    const row = read.get(rpid) as StrategyRow | undefined;
    if (!row) return undefined;
    const strategy: ClaimStrategy = {
      rpid,
      publicKey: row.public_key,
      posts: JSON.parse(row.posts) as ClaimStrategy['posts'],
      platforms: JSON.parse(row.platforms) as ClaimStrategy['platforms'],
      postOn: JSON.parse(row.post_on) as ClaimStrategy['postOn'],
    };
    return { accountId: row.account_id, strategy };
  };

  return {
    /** Merges an update in, in one transaction (two devices may update at once). */
    update: db.transaction((accountId: string, update: ClaimStrategy): ClaimStrategyOutcome => {
      const stored = load(update.rpid);
      if (stored && stored.accountId !== accountId) return { ok: false, reason: 'not_owner' };
      if (stored && stored.strategy.publicKey !== update.publicKey) {
        return { ok: false, reason: 'key_mismatch' };
      }
      const strategy = mergeClaimStrategy(stored?.strategy, update);
      write.run({
        rpid: strategy.rpid,
        accountId,
        publicKey: strategy.publicKey,
        posts: JSON.stringify(strategy.posts),
        platforms: JSON.stringify(strategy.platforms),
        postOn: JSON.stringify(strategy.postOn),
        now: now(),
      });
      return { ok: true, strategy };
    }),
    get: (rpid: string): ClaimStrategy | undefined => load(rpid)?.strategy,
  };
}

export type ClaimStrategyStore = ReturnType<typeof createClaimStrategyStore>;
