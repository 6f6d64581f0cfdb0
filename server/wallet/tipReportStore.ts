import type { TipReport } from '@/domain/wallet/tipReport';
import type { ServerDatabase } from '../storage/openServerDatabase';

/**
 * Confirmed tips the app reported (wallet.md §7.1), in SQLite, once per
 * account, chain and transaction: a report sent again (its answer lost)
 * changes nothing.
 */
export function createTipReportStore(db: ServerDatabase, now: () => number = Date.now) {
  const insert = db.prepare(
    `INSERT INTO token_tips (account_id, chain_id, tx_hash, report, received_at, to_account_id)
     VALUES (@accountId, @chainId, @txHash, @report, @now, @to)
     ON CONFLICT DO NOTHING`,
  );
  const byAccount = db.prepare(
    `SELECT report, received_at FROM token_tips WHERE account_id = ? ORDER BY received_at DESC, rowid DESC LIMIT ?`,
  );
  return {
    /** Keeps the report; true when it is new. */
    record(accountId: string, report: TipReport): boolean {
      return (
        insert.run({
          accountId,
          chainId: report.chain_id,
          txHash: report.tx_hash,
          report: JSON.stringify(report),
          now: now(),
          // Compared without case: a Lens account's address is written either way.
          to: report.to_account_id.toLowerCase(),
        }).changes === 1
      );
    },
    /**
     * The latest tips to any of these profiles (`{source}:{id}`, as the
     * report names the tipped one), newest first: a tip sent twice to
     * two of them (or reported by two accounts) counts once.
     */
    receivedBy(
      profiles: readonly string[],
      limit = 20,
    ): { report: TipReport; receivedAt: number }[] {
      if (profiles.length === 0) return [];
      const rows = db
        .prepare(
          `SELECT report, MIN(received_at) AS received_at FROM token_tips
           WHERE to_account_id IN (${profiles.map(() => '?').join(', ')})
           GROUP BY chain_id, tx_hash ORDER BY received_at DESC LIMIT ?`,
        )
        .all(...profiles.map((p) => p.toLowerCase()), limit) as {
        report: string;
        received_at: number;
      }[];
      return rows.map((row) => ({
        report: JSON.parse(row.report) as TipReport,
        receivedAt: row.received_at,
      }));
    },
    /** The account's latest reports, newest first. */
    latest(accountId: string, limit = 20): { report: TipReport; receivedAt: number }[] {
      const rows = byAccount.all(accountId, limit) as { report: string; received_at: number }[];
      return rows.map((row) => ({
        report: JSON.parse(row.report) as TipReport,
        receivedAt: row.received_at,
      }));
    },
  };
}

export type TipReportStore = ReturnType<typeof createTipReportStore>;
