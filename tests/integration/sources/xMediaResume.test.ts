import { randomBytes } from 'node:crypto';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { MediaFile, UploadCheckpoints } from '@/sources/source';
import { X_CHUNK_BYTES } from '@/sources/x/uploadXMedia';
import type { XUploadCheckpoint } from '@/sources/x/xUploadCheckpoint';
import { connectXAccount, value } from '../../support/sandboxAccounts';
import { sandbox } from '../sandbox/sandboxClient';

const signal = () => AbortSignal.timeout(30_000);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const xApi = () => sandbox().x?.api ?? '';

/** A video of `chunks` segments (the last one short). */
const videoOf = (chunks: number): MediaFile => ({
  data: new Blob([randomBytes(chunks * X_CHUNK_BYTES - 1000)], { type: 'video/mp4' }),
  mimeType: 'video/mp4',
  name: 'clip.mp4',
  durationSeconds: 20,
});

/** Checkpoints kept as the sync engine keeps them: the last one saved. */
function checkpointLog(resumeFrom?: unknown) {
  const saved: XUploadCheckpoint[] = [];
  const checkpoints: UploadCheckpoints = {
    resumeFrom,
    save: async (checkpoint) => {
      saved.push(structuredClone(checkpoint) as XUploadCheckpoint);
    },
  };
  return { checkpoints, saved, last: () => saved.at(-1) };
}

interface MediaStats {
  state: string;
  expired: boolean;
  segments: number[];
  appends: number;
  refused: number;
}

/** What the X stand-in received for a media id (its sandbox-only counters). */
async function stats(mediaId: string): Promise<MediaStats> {
  const answer = await fetch(`${xApi()}/sandbox/media/${mediaId}`);
  expect(answer.status).toBe(200);
  return (await answer.json()) as MediaStats;
}

/** The counters once cancelled requests have settled at the stand-in. */
async function settledStats(mediaId: string): Promise<MediaStats> {
  let before = await stats(mediaId);
  for (;;) {
    await sleep(200);
    const now = await stats(mediaId);
    if (now.appends === before.appends) return now;
    before = now;
  }
}

const setLifetime = (seconds: number) =>
  fetch(`${xApi()}/sandbox/media-lifetime`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ seconds }),
  });

describe('X chunked uploads resume from a checkpoint (through the product server)', () => {
  let me: Awaited<ReturnType<typeof connectXAccount>>;
  beforeAll(async () => {
    me = await connectXAccount(sandbox(), 'satoshi_fan');
  });
  afterEach(async () => {
    await setLifetime(86_400);
  });

  /** Starts an upload and cancels it once `after` segments are confirmed; answers its checkpoints. */
  async function interruptedUpload(file: MediaFile, after: number) {
    const log = checkpointLog();
    const controller = new AbortController();
    const chunks = Math.ceil(file.data.size / X_CHUNK_BYTES);
    const result = await me.source.uploadMedia(
      file,
      controller.signal,
      // Each confirmed segment moves progress 0.9 / chunks.
      (fraction) => {
        if (Math.round((fraction * chunks) / 0.9) >= after) controller.abort();
      },
      log.checkpoints,
    );
    expect(result.ok).toBe(false);
    const checkpoint = log.last();
    if (!checkpoint) throw new Error('no checkpoint was saved');
    return checkpoint;
  }

  async function tweetWith(mediaId: string) {
    const prepared = value(
      await me.source.prepare(
        {
          text: `Resumed upload ${randomBytes(3).toString('hex')}`,
          media: [{ kind: 'video', ref: mediaId, mimeType: 'video/mp4' }],
        },
        `x-resume-${mediaId}`,
        signal(),
      ),
    );
    const tweet = value(await me.source.publish(prepared, signal()));
    // X attached the media (read raw: the adapter's view lists pictures only).
    const answer = await fetch(
      `${sandbox().product.api}/api/x/tweets/${tweet.id}?expansions=attachments.media_keys`,
      { headers: { Authorization: `Bearer ${me.session}`, 'X-Account-Id': me.accountId } },
    );
    const raw = (await answer.json()) as { data: { attachments?: { media_keys?: string[] } } };
    expect(raw.data.attachments?.media_keys).toEqual([`7_${mediaId}`]);
    return tweet;
  }

  it('sends only the missing chunks with the same media id, and the media posts', async () => {
    const file = videoOf(8);
    const checkpoint = await interruptedUpload(file, 3);
    expect(checkpoint.finalized).toBeUndefined();
    expect(checkpoint.appended.length).toBeGreaterThanOrEqual(3);
    expect(checkpoint.appended.length).toBeLessThan(8);
    const before = await settledStats(checkpoint.mediaId);
    expect(before.state).toBe('initialized');

    const log = checkpointLog(checkpoint);
    const progress: number[] = [];
    const uploaded = value(
      await me.source.uploadMedia(file, signal(), (f) => progress.push(f), log.checkpoints),
    );
    expect(uploaded).toMatchObject({ kind: 'video', ref: checkpoint.mediaId });
    const after = await stats(checkpoint.mediaId);
    expect(after.appends - before.appends).toBe(8 - checkpoint.appended.length);
    expect(after.segments).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(after.state).toBe('succeeded');
    // Progress starts where the first attempt left off.
    expect(progress[0]).toBeCloseTo((0.9 * checkpoint.appended.length) / 8);
    expect(log.last()).toMatchObject({ mediaId: checkpoint.mediaId, finalized: true });

    await tweetWith(uploaded.ref);
  });

  it('only checks the status of an upload that was finalized', async () => {
    const file = videoOf(2);
    const first = checkpointLog();
    value(await me.source.uploadMedia(file, signal(), undefined, first.checkpoints));
    const finalized = first.last();
    expect(finalized).toMatchObject({ finalized: true, appended: [0, 1] });
    const before = await stats(finalized?.mediaId ?? '');

    const again = value(
      await me.source.uploadMedia(file, signal(), undefined, checkpointLog(finalized).checkpoints),
    );
    expect(again.ref).toBe(finalized?.mediaId);
    expect((await stats(again.ref)).appends).toBe(before.appends);
  });

  it('starts over with a fresh INIT when the checkpoint has expired', async () => {
    await setLifetime(2);
    const file = videoOf(4);
    const checkpoint = await interruptedUpload(file, 1);
    await setLifetime(86_400);
    await expect
      .poll(async () => (await stats(checkpoint.mediaId)).expired, { timeout: 5000 })
      .toBe(true);

    // X refuses the old id now, in its problem shape, through the product server.
    const refused = await fetch(
      `${sandbox().product.api}/api/x/chunk/v2?media_id=${checkpoint.mediaId}`,
      { headers: { Authorization: `Bearer ${me.session}`, 'X-Account-Id': me.accountId } },
    );
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({
      title: 'Invalid Request',
      type: 'https://api.twitter.com/2/problems/invalid-request',
      errors: [{ parameters: { media_id: [checkpoint.mediaId] } }],
    });
    const old = await settledStats(checkpoint.mediaId);

    const uploaded = value(
      await me.source.uploadMedia(file, signal(), undefined, checkpointLog(checkpoint).checkpoints),
    );
    expect(uploaded.ref).not.toBe(checkpoint.mediaId);
    // The device knew it had expired: the old id was not even tried.
    expect(await stats(checkpoint.mediaId)).toEqual(old);
    expect((await stats(uploaded.ref)).appends).toBe(4);
    await tweetWith(uploaded.ref);
  });

  it('starts over once when X refuses a media id the device still thought alive', async () => {
    await setLifetime(2);
    const file = videoOf(4);
    const checkpoint = await interruptedUpload(file, 1);
    await setLifetime(86_400);
    await expect
      .poll(async () => (await stats(checkpoint.mediaId)).expired, { timeout: 5000 })
      .toBe(true);
    const old = await settledStats(checkpoint.mediaId);

    // As from a device whose clock runs behind: the checkpoint looks good for another hour.
    const stale = { ...checkpoint, expiresAt: Date.now() + 3600_000 };
    const log = checkpointLog(stale);
    const uploaded = value(await me.source.uploadMedia(file, signal(), undefined, log.checkpoints));
    expect(uploaded.ref).not.toBe(checkpoint.mediaId);
    const tried = await stats(checkpoint.mediaId);
    expect(tried.refused).toBeGreaterThan(old.refused);
    expect(tried.appends).toBe(old.appends);
    expect((await stats(uploaded.ref)).appends).toBe(4);
    expect(log.last()).toMatchObject({ mediaId: uploaded.ref, finalized: true });
    await tweetWith(uploaded.ref);
  });
});
