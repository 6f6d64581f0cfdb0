import type { ServerDatabase } from '../storage/openServerDatabase';
import type { ConvertStatus } from '@/sources/product/convertStatus';

export interface ConvertJob {
  jobId: string;
  sourceUrl: string;
  width: number;
  height: number;
  status: ConvertStatus;
  playlist: string | undefined;
  submittedAt: number;
  /** When a finished job may say Complete (conversion takes time). */
  readyAt: number | undefined;
}

interface JobRow {
  job_id: string;
  source_url: string;
  width: number;
  height: number;
  status: ConvertStatus;
  playlist: string | null;
  submitted_at: number;
  ready_at: number | null;
}

const jobOf = (row: JobRow): ConvertJob => ({
  jobId: row.job_id,
  sourceUrl: row.source_url,
  width: row.width,
  height: row.height,
  status: row.status,
  playlist: row.playlist ?? undefined,
  submittedAt: row.submitted_at,
  readyAt: row.ready_at ?? undefined,
});

/** Video convert jobs and their files in SQLite, so a restarted server still answers for them. */
export function createVideoConvertStore(db: ServerDatabase) {
  const insert = db.prepare(
    `INSERT INTO video_convert_jobs (job_id, source_url, width, height, status, submitted_at)
     VALUES (@jobId, @sourceUrl, @width, @height, 'Submitted', @submittedAt)`,
  );
  const select = db.prepare('SELECT * FROM video_convert_jobs WHERE job_id = ?');
  const unfinished = db.prepare(
    "SELECT * FROM video_convert_jobs WHERE status IN ('Submitted', 'Progressing') ORDER BY submitted_at",
  );
  const setStatus = db.prepare('UPDATE video_convert_jobs SET status = ? WHERE job_id = ?');
  const finish = db.prepare(
    "UPDATE video_convert_jobs SET status = 'Complete', playlist = ?, ready_at = ? WHERE job_id = ?",
  );
  const putFile = db.prepare(
    'INSERT OR REPLACE INTO video_convert_files (job_id, name, bytes) VALUES (?, ?, ?)',
  );
  const selectFile = db.prepare(
    'SELECT bytes FROM video_convert_files WHERE job_id = ? AND name = ?',
  );
  return {
    add(job: Pick<ConvertJob, 'jobId' | 'sourceUrl' | 'width' | 'height' | 'submittedAt'>) {
      insert.run(job);
    },
    get(jobId: string): ConvertJob | undefined {
      const row = select.get(jobId) as JobRow | undefined;
      return row ? jobOf(row) : undefined;
    },
    unfinished: (): ConvertJob[] => (unfinished.all() as JobRow[]).map(jobOf),
    setStatus(jobId: string, status: ConvertStatus) {
      setStatus.run(status, jobId);
    },
    complete(jobId: string, playlist: string, readyAt: number) {
      finish.run(playlist, readyAt, jobId);
    },
    /** One of a job's files (its init or a media segment), kept before the job is Complete. */
    putFile(jobId: string, name: string, bytes: Uint8Array) {
      putFile.run(jobId, name, Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    },
    file(jobId: string, name: string): Uint8Array | undefined {
      const row = selectFile.get(jobId, name) as { bytes: Buffer } | undefined;
      return row ? new Uint8Array(row.bytes) : undefined;
    },
  };
}

export type VideoConvertStore = ReturnType<typeof createVideoConvertStore>;
