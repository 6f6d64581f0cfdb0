import type { ServerDatabase } from '../storage/openServerDatabase';
import type { PostPlatform } from '../http/postPlatforms';

/** composer.md §7.3: one published post, as a device reported it for its Polycast account. */
export interface PostReport {
  platform: PostPlatform;
  postId: string;
  /** The posting account's id on the platform (fid, DID, Lens account, X user id). */
  platformId: string;
  /** Ties the posts of one compose action together (the app sends its intent's id). */
  relationId: string;
  /** Unix seconds. */
  postTime: number;
  uaType: string;
}

interface ReportRow {
  platform: PostPlatform;
  post_id: string;
  platform_id: string;
  relation_id: string;
  post_time: number;
  ua_type: string;
}

/**
 * Post reports in SQLite. A post is stored once per account: reporting it
 * again (a retried call, a replayed log) changes nothing.
 */
export function createPostReportStore(db: ServerDatabase, now: () => number = Date.now) {
  const insert = db.prepare(
    `INSERT INTO post_reports
       (account_id, platform, post_id, platform_id, relation_id, post_time, ua_type, received_at)
     VALUES (@accountId, @platform, @postId, @platformId, @relationId, @postTime, @uaType, @now)
     ON CONFLICT (account_id, platform, post_id) DO NOTHING`,
  );
  const list = db.prepare(
    `SELECT platform, post_id, platform_id, relation_id, post_time, ua_type FROM post_reports
     WHERE account_id = ? ORDER BY received_at, rowid`,
  );
  return {
    /** True when the report is new, false when this account had already reported the post. */
    record(accountId: string, report: PostReport): boolean {
      return insert.run({ accountId, ...report, now: now() }).changes === 1;
    },
    reportsOf(accountId: string): PostReport[] {
      return (list.all(accountId) as ReportRow[]).map((row) => ({
        platform: row.platform,
        postId: row.post_id,
        platformId: row.platform_id,
        relationId: row.relation_id,
        postTime: row.post_time,
        uaType: row.ua_type,
      }));
    },
  };
}

export type PostReportStore = ReturnType<typeof createPostReportStore>;
