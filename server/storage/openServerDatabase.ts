import Database from 'better-sqlite3';

export type ServerDatabase = Database.Database;

/** Each migration runs once, in order; `user_version` remembers how far we are. */
const MIGRATIONS: readonly string[] = [
  `CREATE TABLE x_accounts (
     viewer_id TEXT NOT NULL,
     x_user_id TEXT NOT NULL,
     username TEXT NOT NULL,
     name TEXT NOT NULL,
     sealed_tokens TEXT NOT NULL,
     expires_at INTEGER NOT NULL,
     updated_at INTEGER NOT NULL,
     PRIMARY KEY (viewer_id, x_user_id)
   );
   CREATE TABLE x_oauth_pending (
     state TEXT PRIMARY KEY,
     viewer_id TEXT NOT NULL,
     sealed_verifier TEXT NOT NULL,
     return_to TEXT NOT NULL,
     created_at INTEGER NOT NULL
   );`,
  `CREATE TABLE product_accounts (
     id TEXT PRIMARY KEY,
     created_at INTEGER NOT NULL
   );
   CREATE TABLE product_sessions (
     token_hash TEXT PRIMARY KEY,
     account_id TEXT NOT NULL REFERENCES product_accounts (id) ON DELETE CASCADE,
     created_at INTEGER NOT NULL
   );
   CREATE TABLE product_connections (
     account_id TEXT NOT NULL REFERENCES product_accounts (id) ON DELETE CASCADE,
     source TEXT NOT NULL,
     profile_id TEXT NOT NULL,
     handle TEXT NOT NULL,
     display_name TEXT NOT NULL,
     avatar_url TEXT,
     connected_at INTEGER NOT NULL,
     PRIMARY KEY (account_id, source, profile_id)
   );`,
  // composer.md §7.3 post reports (one per account and post) and §7.8 red packet claim strategies.
  `CREATE TABLE post_reports (
     account_id TEXT NOT NULL REFERENCES product_accounts (id) ON DELETE CASCADE,
     platform TEXT NOT NULL,
     post_id TEXT NOT NULL,
     platform_id TEXT NOT NULL,
     relation_id TEXT NOT NULL,
     post_time INTEGER NOT NULL,
     ua_type TEXT NOT NULL,
     received_at INTEGER NOT NULL,
     PRIMARY KEY (account_id, platform, post_id)
   );
   CREATE INDEX post_reports_by_relation ON post_reports (account_id, relation_id);
   CREATE TABLE red_packet_claim_strategies (
     rpid TEXT PRIMARY KEY,
     account_id TEXT NOT NULL REFERENCES product_accounts (id) ON DELETE CASCADE,
     public_key TEXT NOT NULL,
     posts TEXT NOT NULL,
     platforms TEXT NOT NULL,
     post_on TEXT NOT NULL,
     created_at INTEGER NOT NULL,
     updated_at INTEGER NOT NULL
   );`,
  // composer.md §7.5: video convert jobs and the playlists they made.
  `CREATE TABLE video_convert_jobs (
     job_id TEXT PRIMARY KEY,
     source_url TEXT NOT NULL,
     width INTEGER NOT NULL,
     height INTEGER NOT NULL,
     status TEXT NOT NULL,
     playlist TEXT,
     submitted_at INTEGER NOT NULL,
     ready_at INTEGER
   );`,
  // composer.md §7.4 polls (the frame polls the product serves) and their votes; §7.6
  // anonymous posts through the shared accounts, and those accounts' sealed credentials.
  `CREATE TABLE polls (
     poll_id TEXT PRIMARY KEY,
     account_id TEXT NOT NULL REFERENCES product_accounts (id) ON DELETE CASCADE,
     title TEXT NOT NULL,
     choices TEXT NOT NULL,
     type TEXT NOT NULL,
     multiple_count INTEGER,
     strategies TEXT NOT NULL,
     duration_seconds INTEGER NOT NULL,
     created_at INTEGER NOT NULL,
     ends_at INTEGER NOT NULL
   );
   CREATE TABLE poll_votes (
     poll_id TEXT NOT NULL REFERENCES polls (poll_id) ON DELETE CASCADE,
     platform TEXT NOT NULL,
     platform_id TEXT NOT NULL,
     choices TEXT NOT NULL,
     voted_at INTEGER NOT NULL,
     PRIMARY KEY (poll_id, platform, platform_id)
   );
   CREATE TABLE anonymous_posts (
     post_id TEXT PRIMARY KEY,
     account_id TEXT NOT NULL REFERENCES product_accounts (id) ON DELETE CASCADE,
     request TEXT NOT NULL,
     status TEXT NOT NULL,
     farcaster_request TEXT,
     cast_hash TEXT,
     tweet_request TEXT,
     tweet_sent_at INTEGER,
     tweet_id TEXT,
     error TEXT,
     created_at INTEGER NOT NULL,
     updated_at INTEGER NOT NULL
   );
   CREATE INDEX anonymous_posts_by_account ON anonymous_posts (account_id, created_at);
   CREATE INDEX anonymous_posts_by_status ON anonymous_posts (status);
   CREATE TABLE anonymous_credentials (
     network TEXT PRIMARY KEY,
     sealed TEXT NOT NULL,
     updated_at INTEGER NOT NULL
   );`,
  // composer.md §7.6: an anonymous post sent again with its Idempotency-Key is the same post.
  `ALTER TABLE anonymous_posts ADD COLUMN idempotency_key TEXT;
   CREATE UNIQUE INDEX anonymous_posts_by_key ON anonymous_posts (account_id, idempotency_key)
     WHERE idempotency_key IS NOT NULL;`,
  // composer.md §7.4: a poll created again with its Idempotency-Key (a post queued offline) is the same poll.
  `ALTER TABLE polls ADD COLUMN idempotency_key TEXT;
   ALTER TABLE polls ADD COLUMN request TEXT;
   CREATE UNIQUE INDEX polls_by_key ON polls (account_id, idempotency_key)
     WHERE idempotency_key IS NOT NULL;`,
  // Issue 7, delegation: what an account let the server post on for its scheduled posts.
  // `secret` is sealed (SecretBox); `live` once the network accepted the handover.
  `CREATE TABLE delegations (
     account_id TEXT NOT NULL REFERENCES product_accounts (id) ON DELETE CASCADE,
     platform TEXT NOT NULL,
     platform_user_id TEXT NOT NULL,
     handle TEXT NOT NULL,
     live INTEGER NOT NULL,
     sealed_secret TEXT NOT NULL,
     created_at INTEGER NOT NULL,
     updated_at INTEGER NOT NULL,
     PRIMARY KEY (account_id, platform, platform_user_id)
   );`,
  // composer.md §5.6, §6: an account's password (salted scrypt, server/account/passwordHash.ts),
  // its wrong tries, and the sessions that verified it (for 30 minutes).
  `CREATE TABLE account_passwords (
     account_id TEXT PRIMARY KEY REFERENCES product_accounts (id) ON DELETE CASCADE,
     hash TEXT NOT NULL,
     set_at INTEGER NOT NULL
   );
   CREATE TABLE password_failures (
     account_id TEXT PRIMARY KEY REFERENCES product_accounts (id) ON DELETE CASCADE,
     window_start INTEGER NOT NULL,
     failures INTEGER NOT NULL,
     locked_until INTEGER
   );
   CREATE TABLE password_verifications (
     token_hash TEXT PRIMARY KEY REFERENCES product_sessions (token_hash) ON DELETE CASCADE,
     account_id TEXT NOT NULL REFERENCES product_accounts (id) ON DELETE CASCADE,
     verified_at INTEGER NOT NULL
   );
   CREATE INDEX password_verifications_by_account ON password_verifications (account_id);`,
  // composer.md §3.8, §7.2: scheduled tasks, one relation per platform (its thread's payloads), and each
  // task's own publish log (the same events as the app's: runPublishJob replays it after a restart).
  `CREATE TABLE schedule_tasks (
     task_uuid TEXT PRIMARY KEY,
     account_id TEXT NOT NULL REFERENCES product_accounts (id) ON DELETE CASCADE,
     group_id TEXT NOT NULL,
     intent_id TEXT NOT NULL,
     schedule_at INTEGER NOT NULL,
     status TEXT NOT NULL,
     display_info TEXT NOT NULL,
     ua_type TEXT NOT NULL,
     run_at INTEGER NOT NULL,
     started INTEGER NOT NULL DEFAULT 0,
     lease_owner TEXT,
     lease_until INTEGER,
     created_at INTEGER NOT NULL,
     updated_at INTEGER NOT NULL
   );
   CREATE UNIQUE INDEX schedule_tasks_by_group ON schedule_tasks (account_id, group_id);
   CREATE INDEX schedule_tasks_by_time ON schedule_tasks (account_id, schedule_at, task_uuid);
   CREATE INDEX schedule_tasks_due ON schedule_tasks (run_at) WHERE status = 'Pending';
   CREATE TABLE schedule_relations (
     task_uuid TEXT NOT NULL REFERENCES schedule_tasks (task_uuid) ON DELETE CASCADE,
     platform TEXT NOT NULL,
     platform_user_id TEXT NOT NULL,
     payload TEXT NOT NULL,
     content TEXT NOT NULL,
     media_type TEXT NOT NULL,
     status TEXT NOT NULL,
     reason TEXT,
     post_ids TEXT NOT NULL DEFAULT '[]',
     updated_at INTEGER NOT NULL,
     PRIMARY KEY (task_uuid, platform)
   );
   CREATE TABLE schedule_task_events (
     task_uuid TEXT NOT NULL REFERENCES schedule_tasks (task_uuid) ON DELETE CASCADE,
     seq INTEGER NOT NULL,
     event TEXT NOT NULL,
     PRIMARY KEY (task_uuid, seq)
   );`,
  // Issue 17 (docs/security.md). Sessions end: unused for a while, or at an absolute age.
  // X tokens belong to a Polycast account, never to a device id: X sign-ins made under the
  // old scheme cannot be told apart from a stranger's, so they are dropped (devices sign in
  // to X again). A sign-in in progress is bound to the browser that began it, and one that
  // creates an account hands it over once (a grant). Profile proofs: the nonces the server
  // issued and the one-time tokens it already accepted. Rate limits, shared by every process
  // on this database. Red packets: the claim keys the server made, per account; a claim
  // strategy is filed under its red packet *and* key, so naming an rpid first owns nothing.
  `ALTER TABLE product_sessions ADD COLUMN last_used_at INTEGER NOT NULL DEFAULT 0;
   UPDATE product_sessions SET last_used_at = created_at;
   DROP TABLE x_accounts;
   DROP TABLE x_oauth_pending;
   CREATE TABLE x_accounts (
     account_id TEXT NOT NULL REFERENCES product_accounts (id) ON DELETE CASCADE,
     x_user_id TEXT NOT NULL,
     username TEXT NOT NULL,
     name TEXT NOT NULL,
     sealed_tokens TEXT NOT NULL,
     expires_at INTEGER NOT NULL,
     updated_at INTEGER NOT NULL,
     PRIMARY KEY (account_id, x_user_id)
   );
   CREATE TABLE x_oauth_pending (
     state TEXT PRIMARY KEY,
     browser_hash TEXT NOT NULL,
     account_id TEXT REFERENCES product_accounts (id) ON DELETE CASCADE,
     sealed_verifier TEXT NOT NULL,
     return_to TEXT NOT NULL,
     created_at INTEGER NOT NULL
   );
   CREATE INDEX product_connections_by_profile ON product_connections (source, profile_id);
   CREATE TABLE x_account_grants (
     grant_hash TEXT PRIMARY KEY,
     account_id TEXT NOT NULL REFERENCES product_accounts (id) ON DELETE CASCADE,
     created_at INTEGER NOT NULL
   );
   CREATE TABLE proof_nonces (
     nonce TEXT PRIMARY KEY,
     expires_at INTEGER NOT NULL
   );
   CREATE TABLE spent_proof_tokens (
     token_hash TEXT PRIMARY KEY,
     expires_at INTEGER NOT NULL
   );
   CREATE TABLE rate_limit_windows (
     key TEXT PRIMARY KEY,
     window_start INTEGER NOT NULL,
     count INTEGER NOT NULL
   );
   CREATE TABLE red_packet_keys (
     public_key TEXT PRIMARY KEY,
     account_id TEXT NOT NULL REFERENCES product_accounts (id) ON DELETE CASCADE,
     network TEXT NOT NULL,
     sealed_private_key TEXT NOT NULL,
     created_at INTEGER NOT NULL
   );
   DROP TABLE red_packet_claim_strategies;
   CREATE TABLE red_packet_claim_strategies (
     rpid TEXT NOT NULL,
     public_key TEXT NOT NULL REFERENCES red_packet_keys (public_key) ON DELETE CASCADE,
     posts TEXT NOT NULL,
     platforms TEXT NOT NULL,
     post_on TEXT NOT NULL,
     created_at INTEGER NOT NULL,
     updated_at INTEGER NOT NULL,
     PRIMARY KEY (rpid, public_key)
   );`,
  // composer.md §7.5: a converted video's files (its fragmented-MP4 init and media segments).
  `CREATE TABLE video_convert_files (
     job_id TEXT NOT NULL REFERENCES video_convert_jobs (job_id) ON DELETE CASCADE,
     name TEXT NOT NULL,
     bytes BLOB NOT NULL,
     PRIMARY KEY (job_id, name)
   );`,
  // reading.md §2.11, §4.1 to §4.3 (issue 21): what a network keeps no record of for its people
  // (Farcaster's bookmarks, mutes and channel blocks; its reports), kept here per network
  // profile. A row is a switch that is on; reports are kept once per profile and post.
  `CREATE TABLE reader_switches (
     source TEXT NOT NULL,
     profile_id TEXT NOT NULL,
     kind TEXT NOT NULL,
     target TEXT NOT NULL,
     created_at INTEGER NOT NULL,
     PRIMARY KEY (source, profile_id, kind, target)
   );
   CREATE TABLE reader_reports (
     source TEXT NOT NULL,
     profile_id TEXT NOT NULL,
     post_id TEXT NOT NULL,
     account_id TEXT NOT NULL REFERENCES product_accounts (id) ON DELETE CASCADE,
     created_at INTEGER NOT NULL,
     PRIMARY KEY (source, profile_id, post_id)
   );`,
  // reading.md §3.16, §4.7: the server's VAPID key pair (made at first start; the private key
  // sealed) and the browsers' push subscriptions, each an account's.
  `CREATE TABLE push_vapid_keys (
     id INTEGER PRIMARY KEY CHECK (id = 1),
     public_key TEXT NOT NULL,
     sealed_private_key TEXT NOT NULL,
     created_at INTEGER NOT NULL
   );
   CREATE TABLE push_subscriptions (
     endpoint TEXT PRIMARY KEY,
     account_id TEXT NOT NULL REFERENCES product_accounts (id) ON DELETE CASCADE,
     p256dh TEXT NOT NULL,
     auth TEXT NOT NULL,
     updated_at INTEGER NOT NULL
   );
   CREATE INDEX push_subscriptions_by_account ON push_subscriptions (account_id, updated_at);`,
  // reading.md §4.7, §9 (issue 21 item 6): per account and delegated network profile, the newest
  // notification id the server's watcher saw, so that only a newer one is pushed.
  `CREATE TABLE notification_watch (
     account_id TEXT NOT NULL REFERENCES product_accounts (id) ON DELETE CASCADE,
     platform TEXT NOT NULL,
     profile_id TEXT NOT NULL,
     newest_id TEXT NOT NULL,
     updated_at INTEGER NOT NULL,
     PRIMARY KEY (account_id, platform, profile_id)
   );`,
  // wallet.md §7.1: confirmed tips the app reported, once per account, chain and transaction.
  `CREATE TABLE token_tips (
     account_id TEXT NOT NULL REFERENCES product_accounts (id) ON DELETE CASCADE,
     chain_id TEXT NOT NULL,
     tx_hash TEXT NOT NULL,
     report TEXT NOT NULL,
     received_at INTEGER NOT NULL,
     PRIMARY KEY (account_id, chain_id, tx_hash)
   );
   CREATE INDEX token_tips_by_account ON token_tips (account_id, received_at);`,
  // reading.md §4.6: tips received, found by the tipped profile (`{source}:{id}`).
  `ALTER TABLE token_tips ADD COLUMN to_account_id TEXT NOT NULL DEFAULT '';
   CREATE INDEX token_tips_by_recipient ON token_tips (to_account_id, received_at);`,
];

/** The product server's SQLite database (a file, or `:memory:`), migrated. */
export function openServerDatabase(path = ':memory:'): ServerDatabase {
  const db = new Database(path);
  db.pragma('journal_mode = WAL');
  // Every commit synced (stores may relax it for writes that can be replayed: sqliteScheduleStore).
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
  // Up to 32 MB of pages kept in memory (SQLite's default is 2 MB): a minute of scheduled
  // posts touches tens of thousands of tasks' rows, each read and written several times.
  db.pragma('cache_size = -32768');
  const current = db.pragma('user_version', { simple: true }) as number;
  const migrate = db.transaction(() => {
    MIGRATIONS.slice(current).forEach((sql) => db.exec(sql));
    db.pragma(`user_version = ${MIGRATIONS.length}`);
  });
  migrate();
  return db;
}
