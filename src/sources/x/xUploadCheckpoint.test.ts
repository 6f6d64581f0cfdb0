import { describe, expect, it } from 'vitest';
import { resumableXUpload, X_CHECKPOINT_MARGIN_MS } from './xUploadCheckpoint';

const MiB = 1024 * 1024;
const now = 1_800_000_000_000;
const expected = {
  totalBytes: 10 * MiB,
  chunkBytes: 3 * MiB,
  category: 'tweet_video',
  now,
} as const;
const saved = {
  v: 1,
  mediaId: '1146654567674912769',
  totalBytes: 10 * MiB,
  chunkBytes: 3 * MiB,
  category: 'tweet_video',
  expiresAt: now + 3600_000,
  appended: [2, 0, 2],
};

describe('resumableXUpload', () => {
  it('takes a checkpoint for the same upload, its segments once and in order', () => {
    expect(resumableXUpload(saved, expected)).toEqual({ ...saved, appended: [0, 2] });
    expect(
      resumableXUpload({ ...saved, appended: [0, 1, 2, 3], finalized: true }, expected),
    ).toMatchObject({ finalized: true });
  });

  it.each([
    ['nothing', undefined],
    ['not an object', 'x'],
    ['another version', { ...saved, v: 2 }],
    ['a media id that is not X’s', { ...saved, mediaId: 'abc' }],
    ['another size', { ...saved, totalBytes: 9 * MiB }],
    ['another chunk size', { ...saved, chunkBytes: 4 * MiB }],
    ['another category', { ...saved, category: 'amplify_video' }],
    ['a segment the file does not have', { ...saved, appended: [4] }],
    ['a negative segment', { ...saved, appended: [-1] }],
    ['a finalized upload missing segments', { ...saved, finalized: true }],
    ['an expired session', { ...saved, expiresAt: now - 1 }],
    ['a session expiring within the margin', { ...saved, expiresAt: now + X_CHECKPOINT_MARGIN_MS }],
  ])('starts over for %s', (_, checkpoint) => {
    expect(resumableXUpload(checkpoint, expected)).toBeUndefined();
  });
});
