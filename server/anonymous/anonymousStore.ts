import { randomUUID } from 'node:crypto';
import type { ServerDatabase } from '../storage/openServerDatabase';

/** composer.md §4.3: queued or generating_proof, then sent, or proof_failed or failed. */
export type AnonymousStatus = 'queued' | 'generating_proof' | 'sent' | 'proof_failed' | 'failed';

/** What the composer sent (composer.md §7.6), as checked. */
export interface AnonymousRequest {
  text: string;
  embeds: string[];
  quote: string | null;
  parent: string | null;
  channel: string | null;
  postToFarcaster: boolean;
  postToTwitter: boolean;
}

export interface AnonymousPost {
  postId: string;
  accountId: string;
  /** The client's Idempotency-Key: the same key from the same account is the same post. */
  idempotencyKey?: string;
  request: AnonymousRequest;
  status: AnonymousStatus;
  /** The prepared Farcaster post (its signed message bytes), fixed before the first attempt. */
  farcasterRequest?: unknown;
  castHash?: string;
  /** The body sent to X's POST /2/tweets, fixed before the first attempt. */
  tweetRequest?: Record<string, unknown>;
  /** Set before each send to X: an attempt that may have landed is looked for before another. */
  tweetSentAt?: number;
  tweetId?: string;
  error?: string;
  createdAt: number;
  updatedAt: number;
}

interface Row {
  post_id: string;
  account_id: string;
  request: string;
  status: AnonymousStatus;
  farcaster_request: string | null;
  cast_hash: string | null;
  tweet_request: string | null;
  tweet_sent_at: number | null;
  tweet_id: string | null;
  error: string | null;
  idempotency_key: string | null;
  created_at: number;
  updated_at: number;
}

const fromRow = (row: Row): AnonymousPost => ({
  postId: row.post_id,
  accountId: row.account_id,
  request: JSON.parse(row.request) as AnonymousRequest,
  status: row.status,
  ...(row.farcaster_request
    ? { farcasterRequest: JSON.parse(row.farcaster_request) as unknown }
    : {}),
  ...(row.cast_hash ? { castHash: row.cast_hash } : {}),
  ...(row.tweet_request
    ? { tweetRequest: JSON.parse(row.tweet_request) as Record<string, unknown> }
    : {}),
  ...(row.tweet_sent_at === null ? {} : { tweetSentAt: row.tweet_sent_at }),
  ...(row.tweet_id ? { tweetId: row.tweet_id } : {}),
  ...(row.error ? { error: row.error } : {}),
  ...(row.idempotency_key ? { idempotencyKey: row.idempotency_key } : {}),
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

export type AnonymousChange = Partial<
  Pick<
    AnonymousPost,
    | 'status'
    | 'farcasterRequest'
    | 'castHash'
    | 'tweetRequest'
    | 'tweetSentAt'
    | 'tweetId'
    | 'error'
  >
>;

/** Anonymous posts in SQLite: each step's result is written before the next step starts. */
export function createAnonymousStore(db: ServerDatabase, now: () => number = Date.now) {
  const insert = db.prepare(
    `INSERT INTO anonymous_posts
       (post_id, account_id, request, status, idempotency_key, created_at, updated_at)
     VALUES (?, ?, ?, 'queued', ?, ?, ?)`,
  );
  const byKey = db.prepare(
    'SELECT * FROM anonymous_posts WHERE account_id = ? AND idempotency_key = ?',
  );
  const byId = db.prepare('SELECT * FROM anonymous_posts WHERE post_id = ?');
  const pending = db.prepare(
    `SELECT post_id FROM anonymous_posts WHERE status IN ('queued', 'generating_proof') ORDER BY created_at`,
  );
  // The limits are a person's, not an account's: every Polycast account that links one of
  // this account's (proven) profiles counts, so opening another account resets nothing.
  const samePerson = `account_id IN (
       SELECT theirs.account_id FROM product_connections AS mine
       JOIN product_connections AS theirs
         ON theirs.source = mine.source AND theirs.profile_id = mine.profile_id
       WHERE mine.account_id = @accountId
       UNION SELECT @accountId)`;
  const since = db.prepare(
    `SELECT COUNT(*) AS n FROM anonymous_posts
     WHERE ${samePerson} AND created_at >= @since AND status NOT IN ('failed', 'proof_failed')`,
  );
  const latest = db.prepare(
    `SELECT MAX(created_at) AS at FROM anonymous_posts
     WHERE ${samePerson} AND status NOT IN ('failed', 'proof_failed')`,
  );
  const columns: Record<keyof AnonymousChange, string> = {
    status: 'status',
    farcasterRequest: 'farcaster_request',
    castHash: 'cast_hash',
    tweetRequest: 'tweet_request',
    tweetSentAt: 'tweet_sent_at',
    tweetId: 'tweet_id',
    error: 'error',
  };

  return {
    create(accountId: string, request: AnonymousRequest, idempotencyKey?: string): AnonymousPost {
      const postId = randomUUID();
      insert.run(postId, accountId, JSON.stringify(request), idempotencyKey ?? null, now(), now());
      return fromRow(byId.get(postId) as Row);
    },
    /** The account's post made with this Idempotency-Key, if any. */
    byIdempotencyKey(accountId: string, key: string): AnonymousPost | undefined {
      const row = byKey.get(accountId, key) as Row | undefined;
      return row ? fromRow(row) : undefined;
    },
    get(postId: string): AnonymousPost | undefined {
      const row = byId.get(postId) as Row | undefined;
      return row ? fromRow(row) : undefined;
    },
    update(postId: string, change: AnonymousChange) {
      const entries = Object.entries(change) as [keyof AnonymousChange, unknown][];
      if (entries.length === 0) return;
      const sets = entries.map(([key]) => `${columns[key]} = @${key}`).join(', ');
      const values = Object.fromEntries(
        entries.map(([key, value]) => [
          key,
          key === 'farcasterRequest' || key === 'tweetRequest' ? JSON.stringify(value) : value,
        ]),
      );
      db.prepare(
        `UPDATE anonymous_posts SET ${sets}, updated_at = @updatedAt WHERE post_id = @postId`,
      ).run({ ...values, updatedAt: now(), postId });
    },
    /** Posts not finished (a restart picks them up again), oldest first. */
    unfinished(): string[] {
      return (pending.all() as { post_id: string }[]).map((row) => row.post_id);
    },
    /**
     * Posts that did not fail, made since `from` (epoch ms) by the account's
     * person: every account sharing a linked profile with it.
     */
    countSince(accountId: string, from: number): number {
      return (since.get({ accountId, since: from }) as { n: number }).n;
    },
    /** When the account's person last posted (a post that did not fail). */
    lastPostAt(accountId: string): number | undefined {
      return (latest.get({ accountId }) as { at: number | null }).at ?? undefined;
    },
  };
}

export type AnonymousStore = ReturnType<typeof createAnonymousStore>;
