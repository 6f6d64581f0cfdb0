import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { makeTestMp4 } from '../../support/makeTestMp4';
import type { MediaFile, Source, UploadCheckpoints } from '@/sources/source';
import { newBskyAccount, value } from '../../support/sandboxAccounts';
import { sandbox } from '../sandbox/sandboxClient';

const signal = () => AbortSignal.timeout(20_000);
const eventually = { timeout: 5000, interval: 50 };
const video = () => sandbox().bsky.video.url;

let counter = 0;
const key = () =>
  `01JD7R8Y1N8ZC4T2V7X0S5M3V${(counter++).toString(32).toUpperCase()}:${Math.random()}`;

/** A small valid MP4, different each call (the service knows a file it saw by its hash). */
const clip = (): MediaFile => ({
  data: new Blob([makeTestMp4({ seconds: 5, bytes: 40_000 + counter++ })], { type: 'video/mp4' }),
  mimeType: 'video/mp4',
  name: 'clip.mp4',
});

/** Checkpoints kept as the sync engine keeps them. */
function checkpointLog(resumeFrom?: unknown, onSave?: () => void) {
  const saved: { v: number; jobId: string; did: string }[] = [];
  const checkpoints: UploadCheckpoints = {
    resumeFrom,
    save: async (checkpoint) => {
      saved.push(structuredClone(checkpoint) as (typeof saved)[number]);
      onSave?.();
    },
  };
  return { checkpoints, saved };
}

/** How many uploads the video service read from this account (a sandbox-only counter). */
async function uploads(did: string): Promise<number> {
  const answer = await fetch(`${video()}/sandbox/uploads?${new URLSearchParams({ did })}`);
  return ((await answer.json()) as { uploads: number }).uploads;
}

/** An upload cancelled as soon as the service took the file; answers its checkpoint. */
async function interruptedUpload(source: Source, file: MediaFile) {
  const controller = new AbortController();
  const log = checkpointLog(undefined, () => controller.abort());
  const result = await source.uploadMedia(file, controller.signal, undefined, log.checkpoints);
  expect(result.ok).toBe(false);
  expect(log.saved).toHaveLength(1);
  return log.saved[0] as (typeof log.saved)[number];
}

async function postsAsVideo(source: Source, ref: string) {
  const prepared = value(
    await source.prepare(
      { text: 'Resumed', media: [{ kind: 'video', ref, mimeType: 'video/mp4' }] },
      key(),
      signal(),
    ),
  );
  const published = value(await source.publish(prepared, signal()));
  await expect
    .poll(async () => value(await source.getPost(published.id, signal()))?.media, eventually)
    .toMatchObject([{ kind: 'video' }]);
}

describe('Bluesky video uploads resume from the video service’s job', () => {
  it('polls the saved job instead of uploading again, and the video posts', async () => {
    const user = await newBskyAccount(sandbox());
    const file = clip();
    const checkpoint = await interruptedUpload(user.source, file);
    expect(checkpoint).toEqual({ v: 1, jobId: expect.any(String), did: user.did });
    expect(await uploads(user.did)).toBe(1);

    const progress: number[] = [];
    const log = checkpointLog(checkpoint);
    const uploaded = value(
      await user.source.uploadMedia(file, signal(), (f) => progress.push(f), log.checkpoints),
    );
    expect(uploaded).toMatchObject({ kind: 'video', mimeType: 'video/mp4' });
    expect(await uploads(user.did)).toBe(1);
    expect(log.saved).toEqual([]);
    expect(progress).toEqual([0.5, 1]);
    await postsAsVideo(user.source, uploaded.ref);
  });

  it('uploads afresh when the service does not know the job, or the checkpoint is not one', async () => {
    const user = await newBskyAccount(sandbox());
    for (const [i, resumeFrom] of [
      { v: 1, jobId: randomUUID(), did: user.did },
      { jobId: 42 },
      'nonsense',
    ].entries()) {
      const log = checkpointLog(resumeFrom);
      const uploaded = value(
        await user.source.uploadMedia(clip(), signal(), undefined, log.checkpoints),
      );
      expect(uploaded.kind).toBe('video');
      expect(await uploads(user.did)).toBe(i + 1);
      expect(log.saved).toEqual([{ v: 1, jobId: expect.any(String), did: user.did }]);
    }
  });

  it('uploads afresh when the saved job failed', async () => {
    const user = await newBskyAccount(sandbox());
    const file = clip();
    const checkpoint = await interruptedUpload(user.source, file);
    const failed = await fetch(`${video()}/sandbox/jobs/${checkpoint.jobId}/fail`, {
      method: 'POST',
    });
    expect(failed.status).toBe(200);

    const log = checkpointLog(checkpoint);
    const uploaded = value(
      await user.source.uploadMedia(file, signal(), undefined, log.checkpoints),
    );
    expect(await uploads(user.did)).toBe(2);
    expect(log.saved[0]?.jobId).not.toBe(checkpoint.jobId);
    await postsAsVideo(user.source, uploaded.ref);
  });

  it('does not take another account’s job', async () => {
    const [owner, other] = await Promise.all([
      newBskyAccount(sandbox()),
      newBskyAccount(sandbox()),
    ]);
    const checkpoint = await interruptedUpload(owner.source, clip());
    const log = checkpointLog(checkpoint);
    value(await other.source.uploadMedia(clip(), signal(), undefined, log.checkpoints));
    expect(await uploads(other.did)).toBe(1);
    expect(log.saved[0]?.jobId).not.toBe(checkpoint.jobId);
  });
});
