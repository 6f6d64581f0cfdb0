import type { ServerDatabase } from '../storage/openServerDatabase';
import { mergeClaimStrategy, type ClaimStrategy } from './mergeClaimStrategy';

interface StrategyRow {
  posts: string;
  platforms: string;
  post_on: string;
}

/**
 * Red packet claim strategies in SQLite, one row per red packet *and* claim
 * key: the key the chain holds for the packet picks the strategy at claim
 * time, so naming someone else's rpid first, with a key of one's own, owns
 * nothing. Updates for a row are merged in.
 */
export function createClaimStrategyStore(db: ServerDatabase, now: () => number = Date.now) {
  const read = db.prepare(
    'SELECT posts, platforms, post_on FROM red_packet_claim_strategies WHERE rpid = ? AND public_key = ?',
  );
  const write = db.prepare(
    `INSERT INTO red_packet_claim_strategies
       (rpid, public_key, posts, platforms, post_on, created_at, updated_at)
     VALUES (@rpid, @publicKey, @posts, @platforms, @postOn, @now, @now)
     ON CONFLICT (rpid, public_key) DO UPDATE SET
       posts = excluded.posts, platforms = excluded.platforms, post_on = excluded.post_on,
       updated_at = excluded.updated_at`,
  );

  const get = (rpid: string, publicKey: string): ClaimStrategy | undefined => {
    const row = read.get(rpid, publicKey) as StrategyRow | undefined;
    if (!row) return undefined;
    return {
      rpid,
      publicKey,
      posts: JSON.parse(row.posts) as ClaimStrategy['posts'],
      platforms: JSON.parse(row.platforms) as ClaimStrategy['platforms'],
      postOn: JSON.parse(row.post_on) as ClaimStrategy['postOn'],
    };
  };

  return {
    /** Merges an update in, in one transaction (two devices may update at once). */
    update: db.transaction((update: ClaimStrategy): ClaimStrategy => {
      const strategy = mergeClaimStrategy(get(update.rpid, update.publicKey), update);
      write.run({
        rpid: strategy.rpid,
        publicKey: strategy.publicKey,
        posts: JSON.stringify(strategy.posts),
        platforms: JSON.stringify(strategy.platforms),
        postOn: JSON.stringify(strategy.postOn),
        now: now(),
      });
      return strategy;
    }),
    /** The strategy of the red packet whose on-chain claim key is `publicKey`. */
    get,
  };
}

export type ClaimStrategyStore = ReturnType<typeof createClaimStrategyStore>;
