import type { ServerDatabase } from '../storage/openServerDatabase';

/** Whose switch: one network profile (a Farcaster fid), on its network. */
export interface ReaderProfile {
  source: string;
  profileId: string;
}

/** One switch that is on, as a list shows it. */
export interface KeptSwitch {
  target: string;
  /** Epoch ms: when it was switched on (last). */
  at: number;
}

/**
 * The reader's switches and reports the network keeps no record of (issue
 * 21), in SQLite. They belong to the network profile, not to the Polycast
 * account: any account linking the profile sees the same bookmarks. Each
 * write is idempotent by state: switching on what is on, or reporting a
 * post again, changes nothing.
 */
export function createReaderActionStore(db: ServerDatabase, now: () => number = Date.now) {
  const insert = db.prepare(
    `INSERT INTO reader_switches (source, profile_id, kind, target, created_at)
     VALUES (@source, @profileId, @kind, @target, @now)
     ON CONFLICT DO NOTHING`,
  );
  const remove = db.prepare(
    `DELETE FROM reader_switches
     WHERE source = @source AND profile_id = @profileId AND kind = @kind AND target = @target`,
  );
  const page = db.prepare(
    `SELECT rowid AS id, target, created_at FROM reader_switches
     WHERE source = @source AND profile_id = @profileId AND kind = @kind AND rowid < @before
     ORDER BY rowid DESC LIMIT @limit`,
  );
  const report = db.prepare(
    `INSERT INTO reader_reports (source, profile_id, post_id, account_id, created_at)
     VALUES (@source, @profileId, @postId, @accountId, @now)
     ON CONFLICT DO NOTHING`,
  );

  return {
    /** Puts the switch in the state asked for; true when that changed something. */
    set(profile: ReaderProfile, kind: string, target: string, on: boolean): boolean {
      const row = { ...profile, kind, target };
      return (on ? insert.run({ ...row, now: now() }) : remove.run(row)).changes === 1;
    },

    /** Which of `targets` are switched on. */
    onAmong(profile: ReaderProfile, kind: string, targets: readonly string[]): string[] {
      if (targets.length === 0) return [];
      const rows = db
        .prepare(
          `SELECT target FROM reader_switches
           WHERE source = ? AND profile_id = ? AND kind = ? AND target IN (${targets.map(() => '?').join(',')})`,
        )
        .all(profile.source, profile.profileId, kind, ...targets) as { target: string }[];
      return rows.map((row) => row.target);
    },

    /**
     * The switches that are on, the latest switched on first, `limit` at a
     * time; `cursor` continues where the last page ended (a switch turned on
     * meanwhile goes first, and repeats nothing on the pages after).
     */
    list(
      profile: ReaderProfile,
      kind: string,
      limit: number,
      cursor?: number,
    ): { items: KeptSwitch[]; cursor?: number } {
      const rows = page.all({
        ...profile,
        kind,
        before: cursor ?? Number.MAX_SAFE_INTEGER,
        limit: limit + 1,
      }) as { id: number; target: string; created_at: number }[];
      const shown = rows.slice(0, limit);
      const last = shown.at(-1);
      return {
        items: shown.map((row) => ({ target: row.target, at: row.created_at })),
        ...(rows.length > limit && last ? { cursor: last.id } : {}),
      };
    },

    /** Keeps a report of the post by the profile; true when it is new. */
    report(profile: ReaderProfile, postId: string, accountId: string): boolean {
      return report.run({ ...profile, postId, accountId, now: now() }).changes === 1;
    },
  };
}

export type ReaderActionStore = ReturnType<typeof createReaderActionStore>;
