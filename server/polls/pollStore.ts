import { randomUUID } from 'node:crypto';
import type { ServerDatabase } from '../storage/openServerDatabase';

export type PollType = 'Single' | 'Multiple';

/** A frame poll as created (composer.md §3.4, §7.4). */
export interface StoredPoll {
  pollId: string;
  accountId: string;
  title: string;
  choices: string[];
  type: PollType;
  multipleCount?: number;
  strategies: string;
  durationSeconds: number;
  /** Unix milliseconds. */
  createdAt: number;
  endsAt: number;
  /** The client's Idempotency-Key and the body it came with (composer.md §7.4). */
  idempotencyKey?: string;
  request?: string;
}

export interface NewPoll {
  title: string;
  choices: readonly string[];
  type: PollType;
  multipleCount?: number;
  strategies: string;
  durationSeconds: number;
}

interface PollRow {
  poll_id: string;
  account_id: string;
  title: string;
  choices: string;
  type: PollType;
  multiple_count: number | null;
  strategies: string;
  duration_seconds: number;
  created_at: number;
  ends_at: number;
  idempotency_key: string | null;
  request: string | null;
}

const fromRow = (row: PollRow): StoredPoll => ({
  pollId: row.poll_id,
  accountId: row.account_id,
  title: row.title,
  choices: JSON.parse(row.choices) as string[],
  type: row.type,
  ...(row.multiple_count === null ? {} : { multipleCount: row.multiple_count }),
  strategies: row.strategies,
  durationSeconds: row.duration_seconds,
  createdAt: row.created_at,
  endsAt: row.ends_at,
  ...(row.idempotency_key ? { idempotencyKey: row.idempotency_key } : {}),
  ...(row.request ? { request: row.request } : {}),
});

/** Polls in SQLite, and the votes cast in them (one per voter profile). */
export function createPollStore(db: ServerDatabase, now: () => number = Date.now) {
  const insert = db.prepare(
    `INSERT INTO polls (poll_id, account_id, title, choices, type, multiple_count, strategies,
       duration_seconds, created_at, ends_at, idempotency_key, request)
     VALUES (@pollId, @accountId, @title, @choices, @type, @multipleCount, @strategies,
       @durationSeconds, @createdAt, @endsAt, @idempotencyKey, @request)`,
  );
  const byKey = db.prepare('SELECT * FROM polls WHERE account_id = ? AND idempotency_key = ?');
  const byId = db.prepare('SELECT * FROM polls WHERE poll_id = ?');
  const votes = db.prepare(
    'SELECT platform, platform_id, choices FROM poll_votes WHERE poll_id = ?',
  );
  const addVote = db.prepare(
    `INSERT INTO poll_votes (poll_id, platform, platform_id, choices, voted_at) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (poll_id, platform, platform_id) DO NOTHING`,
  );
  return {
    /**
     * `idempotency` is the client's key with the body it sent: a later call
     * with the same key finds this poll (`byIdempotencyKey`).
     */
    create(
      accountId: string,
      poll: NewPoll,
      idempotency?: { key: string; request: string },
    ): StoredPoll {
      const createdAt = now();
      const stored: StoredPoll = {
        pollId: randomUUID(),
        accountId,
        title: poll.title,
        choices: [...poll.choices],
        type: poll.type,
        ...(poll.multipleCount === undefined ? {} : { multipleCount: poll.multipleCount }),
        strategies: poll.strategies,
        durationSeconds: poll.durationSeconds,
        createdAt,
        endsAt: createdAt + poll.durationSeconds * 1000,
        ...(idempotency ? { idempotencyKey: idempotency.key, request: idempotency.request } : {}),
      };
      insert.run({
        ...stored,
        choices: JSON.stringify(stored.choices),
        multipleCount: stored.multipleCount ?? null,
        idempotencyKey: idempotency?.key ?? null,
        request: idempotency?.request ?? null,
      });
      return stored;
    },
    /** The account's poll created with this Idempotency-Key before, if any. */
    byIdempotencyKey(accountId: string, key: string): StoredPoll | undefined {
      const row = byKey.get(accountId, key) as PollRow | undefined;
      return row ? fromRow(row) : undefined;
    },
    get(pollId: string): StoredPoll | undefined {
      const row = byId.get(pollId) as PollRow | undefined;
      return row ? fromRow(row) : undefined;
    },
    /** Records a profile's vote (choice indexes); false when that profile already voted. */
    vote(
      pollId: string,
      voter: { platform: string; platformId: string },
      choices: readonly number[],
    ) {
      return (
        addVote.run(pollId, voter.platform, voter.platformId, JSON.stringify(choices), now())
          .changes === 1
      );
    },
    /** Votes per choice (index order), and the choices this voter picked, if any. */
    tally(
      poll: StoredPoll,
      voter?: { platform: string; platformId: string },
    ): { counts: number[]; mine: number[] } {
      const counts = poll.choices.map(() => 0);
      let mine: number[] = [];
      for (const row of votes.all(poll.pollId) as {
        platform: string;
        platform_id: string;
        choices: string;
      }[]) {
        const picked = JSON.parse(row.choices) as number[];
        for (const index of picked) if (counts[index] !== undefined) counts[index] += 1;
        if (voter && row.platform === voter.platform && row.platform_id === voter.platformId)
          mine = picked;
      }
      return { counts, mine };
    },
  };
}

export type PollStore = ReturnType<typeof createPollStore>;
