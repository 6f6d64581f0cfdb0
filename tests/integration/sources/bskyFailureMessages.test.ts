import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  dailyUploadLimitReached,
  FAILED_TO_GET_AUTH_TOKEN,
  FAILED_TO_GET_PARENT_POST,
  FAILED_TO_GET_UPLOAD_LIMITS,
  FAILED_TO_SETUP_UPLOAD_JOB,
  FAILED_TO_UPLOAD_VIDEO,
  NO_EXTENSION_FOR_MIME_TYPE,
  NO_PARENT_POST_FOUND,
  POST_NOT_FOUND_WITH_ID,
  TIMEOUT_WAITING_FOR_UPLOAD,
} from '@/domain/messages/composer';
import { createBskySource } from '@/sources/bsky/createBskySource';
import type { MediaFile, Source } from '@/sources/source';
import { makeTestMp4 } from '../../support/makeTestMp4';
import { newBskyAccount, value } from '../../support/sandboxAccounts';
import { clearFaults, sandbox, setFaults } from '../sandbox/sandboxClient';

afterEach(clearFaults);

const signal = () => AbortSignal.timeout(20_000);

let counter = 0;
const key = () =>
  `01JD7R8Y1N8ZC4T2V7X0S5M3W${(counter++).toString(32).toUpperCase()}:${Math.random()}`;

/** A small valid MP4, different each call (the service knows a file it saw by its hash). */
const clip = (): MediaFile => ({
  data: new Blob([makeTestMp4({ seconds: 4, bytes: 30_000 + counter++ })], { type: 'video/mp4' }),
  mimeType: 'video/mp4',
  name: 'clip.mp4',
});

/** composer.md §7.5 and §8: each step of a Bluesky video upload fails in the spec's words. */
describe('Bluesky video upload failures, word for word (composer.md §8)', () => {
  let user: Awaited<ReturnType<typeof newBskyAccount>>;
  beforeAll(async () => {
    user = await newBskyAccount(sandbox());
  });

  const fails = async (source: Source, file: MediaFile = clip()) => {
    const result = await source.uploadMedia(file, signal());
    if (result.ok) throw new Error('the upload should have failed');
    return result.error;
  };

  it("'Failed to get auth token' when the PDS will not grant a service token (tried again later)", async () => {
    await setFaults('bsky', {
      errorRate: 1,
      errorStatus: 500,
      paths: ['/xrpc/com.atproto.server.getServiceAuth'],
    });
    expect(await fails(user.source)).toEqual({
      kind: 'network',
      message: FAILED_TO_GET_AUTH_TOKEN,
    });
  });

  it("'Failed to get upload limits' when the video service does not say them", async () => {
    await setFaults('bsky', {
      errorRate: 1,
      errorStatus: 503,
      paths: ['/xrpc/app.bsky.video.getUploadLimits'],
    });
    expect(await fails(user.source)).toEqual({
      kind: 'network',
      message: FAILED_TO_GET_UPLOAD_LIMITS,
    });
  });

  it("'Daily upload limit reached: …' with what is left, as a refusal", async () => {
    const limited = await newBskyAccount(sandbox());
    const used = await fetch(`${sandbox().bsky.video.url}/sandbox/usage`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ did: limited.did, videos: 25, bytes: 1_000_000 }),
    });
    expect(used.status).toBe(200);
    const error = await fails(limited.source);
    expect(error).toEqual({
      kind: 'invalid',
      message: dailyUploadLimitReached(10 * 1024 ** 3 - 1_000_000, 0),
    });
    expect(error.message).toBe(
      'Daily upload limit reached: 10736418240 bytes remaining, 0 videos remaining',
    );
  });

  it("'Failed to upload video' when the service does not take the file", async () => {
    await setFaults('bsky', {
      errorRate: 1,
      errorStatus: 500,
      paths: ['/xrpc/app.bsky.video.uploadVideo'],
    });
    expect(await fails(user.source)).toEqual({ kind: 'network', message: FAILED_TO_UPLOAD_VIDEO });
  });

  it("'Failed to setup upload job' when the service answers without a job", async () => {
    await setFaults('bsky', { emptyAnswerRate: 1, paths: ['/xrpc/app.bsky.video.uploadVideo'] });
    expect(await fails(user.source)).toEqual({
      kind: 'network',
      message: FAILED_TO_SETUP_UPLOAD_JOB,
    });
  });

  it("'Timeout waiting for upload' when the job's status never comes", async () => {
    // Polled every 5 ms here (1 s in the app), 100 times as composer.md §9 says.
    const quick = createBskySource({
      service: sandbox().bsky.pds,
      did: user.did,
      store: user.store,
      video: sandbox().bsky.video,
      videoPollIntervalMs: 5,
    });
    await setFaults('bsky', {
      errorRate: 1,
      errorStatus: 503,
      paths: ['/xrpc/app.bsky.video.getJobStatus'],
    });
    expect(await fails(quick)).toEqual({ kind: 'network', message: TIMEOUT_WAITING_FOR_UPLOAD });
  });

  it("'Cannot resolve extension from mime type' for a video type the service has no name for", async () => {
    const avi = { ...clip(), mimeType: 'video/x-msvideo', name: 'clip.avi' };
    expect(await fails(user.source, avi)).toEqual({
      kind: 'invalid',
      message: NO_EXTENSION_FOR_MIME_TYPE,
    });
  });
});

describe('Bluesky replies and quotes whose post cannot be had (composer.md §4.6, §8)', () => {
  let user: Awaited<ReturnType<typeof newBskyAccount>>;
  let parent: string;
  beforeAll(async () => {
    user = await newBskyAccount(sandbox());
    const prepared = value(
      await user.source.prepare({ text: 'parent', media: [] }, key(), signal()),
    );
    parent = value(await user.source.publish(prepared, signal())).id;
  });

  const missing = () => `at://${user.did}/app.bsky.feed.post/3zzzzzzzzzzzz`;

  it("'No parent post found.' for a reply to a post that is not there", async () => {
    const result = await user.source.prepare(
      { text: 'reply', media: [], replyTo: missing() },
      key(),
      signal(),
    );
    expect(result).toEqual({
      ok: false,
      error: { kind: 'invalid', message: NO_PARENT_POST_FOUND },
    });
  });

  it("'Failed to get parent post by id' when reading the parent fails, tried again later", async () => {
    await setFaults('bsky', {
      errorRate: 1,
      errorStatus: 500,
      paths: ['/xrpc/com.atproto.repo.getRecord'],
    });
    const result = await user.source.prepare(
      { text: 'reply', media: [], replyTo: parent },
      key(),
      signal(),
    );
    expect(result).toEqual({
      ok: false,
      error: { kind: 'network', message: FAILED_TO_GET_PARENT_POST },
    });
    await clearFaults();
    expect(
      (await user.source.prepare({ text: 'reply', media: [], replyTo: parent }, key(), signal()))
        .ok,
    ).toBe(true);
  });

  it("'Post not found with id' for a quote of a post that is not there", async () => {
    const result = await user.source.prepare(
      { text: 'quote', media: [], quoteOf: missing() },
      key(),
      signal(),
    );
    expect(result).toEqual({
      ok: false,
      error: { kind: 'invalid', message: POST_NOT_FOUND_WITH_ID },
    });
  });
});
