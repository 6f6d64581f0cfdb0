import { z } from 'zod/mini';
import type { XMediaCategory } from './xMediaCategory';

/**
 * A checkpoint is taken as expired this long before X's own deadline: the
 * rest of the upload has to fit in what is left (docs/decisions.md, "Media
 * uploads resume").
 */
export const X_CHECKPOINT_MARGIN_MS = 60_000;

/**
 * Where a chunked X upload stands, as the sync engine keeps it in the log:
 * X's media id (a handle, not a credential), when X forgets it, and which
 * segments X has confirmed. Plain JSON.
 */
export interface XUploadCheckpoint {
  v: 1;
  mediaId: string;
  totalBytes: number;
  chunkBytes: number;
  category: XMediaCategory;
  /** Epoch milliseconds: INIT's `expires_after_secs` from when X answered. */
  expiresAt: number;
  /** Segment indexes X answered for, ascending. */
  appended: number[];
  /** FINALIZE was answered: a resume only checks the processing status. */
  finalized?: true;
}

const checkpointSchema = z.object({
  v: z.literal(1),
  mediaId: z.string().check(z.regex(/^\d{1,19}$/)),
  totalBytes: z.int().check(z.positive()),
  chunkBytes: z.int().check(z.positive()),
  category: z.enum(['amplify_video', 'tweet_video', 'tweet_gif', 'tweet_image']),
  expiresAt: z.int(),
  appended: z.array(z.int().check(z.nonnegative())),
  finalized: z.optional(z.literal(true)),
});

/**
 * The checkpoint to resume from, or undefined to start over: anything that
 * does not parse, names another size, category or chunk size, lists a
 * segment the file does not have, or expires within the margin.
 */
export function resumableXUpload(
  saved: unknown,
  expected: { totalBytes: number; chunkBytes: number; category: XMediaCategory; now: number },
): XUploadCheckpoint | undefined {
  const parsed = checkpointSchema.safeParse(saved);
  if (!parsed.success) return undefined;
  const checkpoint = parsed.data;
  const chunks = Math.max(1, Math.ceil(expected.totalBytes / expected.chunkBytes));
  if (
    checkpoint.totalBytes !== expected.totalBytes ||
    checkpoint.chunkBytes !== expected.chunkBytes ||
    checkpoint.category !== expected.category ||
    checkpoint.expiresAt - X_CHECKPOINT_MARGIN_MS <= expected.now ||
    checkpoint.appended.some((index) => index >= chunks)
  ) {
    return undefined;
  }
  const appended = [...new Set(checkpoint.appended)].sort((a, b) => a - b);
  // A finalized upload had every segment; one that says otherwise is not to be trusted.
  if (checkpoint.finalized && appended.length !== chunks) return undefined;
  return {
    v: 1,
    mediaId: checkpoint.mediaId,
    totalBytes: checkpoint.totalBytes,
    chunkBytes: checkpoint.chunkBytes,
    category: checkpoint.category,
    expiresAt: checkpoint.expiresAt,
    appended,
    ...(checkpoint.finalized ? { finalized: true as const } : {}),
  };
}
