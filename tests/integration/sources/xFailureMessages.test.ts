import { randomBytes } from 'node:crypto';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  FAILED_TO_UPLOAD_ON_X,
  NO_POST_ID_RETURNED,
  TWITTER_NO_MEDIA_ID,
} from '@/domain/messages/composer';
import { connectXAccount, value } from '../../support/sandboxAccounts';
import { clearFaults, sandbox, setFaults } from '../sandbox/sandboxClient';

afterEach(clearFaults);

const signal = () => AbortSignal.timeout(30_000);

/** composer.md §7.5 and §8: X's upload and post failures in the spec's words. */
describe('X failures, word for word (composer.md §8)', () => {
  let me: Awaited<ReturnType<typeof connectXAccount>>;
  beforeAll(async () => {
    me = await connectXAccount(sandbox(), 'satoshi_fan');
  });

  const image = () => ({
    data: new Blob([randomBytes(2_000)], { type: 'image/png' }),
    mimeType: 'image/png',
    name: 'a.png',
  });
  const video = () => ({
    data: new Blob([randomBytes(200_000)], { type: 'video/mp4' }),
    mimeType: 'video/mp4',
    name: 'v.mp4',
    durationSeconds: 5,
  });

  it("'Failed to upload on X' when X fails the upload (the answer may be lost: tried again)", async () => {
    await setFaults('x', { errorRate: 1, errorStatus: 500, paths: ['/2/media/upload'] });
    expect(await me.source.uploadMedia(image(), signal())).toEqual({
      ok: false,
      error: { kind: 'unknown_outcome', message: FAILED_TO_UPLOAD_ON_X },
    });
    // A refusal stays a refusal, in the same words.
    await setFaults('x', { errorRate: 1, errorStatus: 400, paths: ['/2/media/upload'] });
    expect(await me.source.uploadMedia(video(), signal())).toEqual({
      ok: false,
      error: { kind: 'invalid', message: FAILED_TO_UPLOAD_ON_X },
    });
  });

  it("'Failed to upload media to Twitter, no media_id returned' when X starts an upload without an id", async () => {
    await setFaults('x', { emptyAnswerRate: 1, paths: ['/2/media/upload'] });
    expect(await me.source.uploadMedia(video(), signal())).toEqual({
      ok: false,
      error: { kind: 'network', message: TWITTER_NO_MEDIA_ID },
    });
  });

  it("'No post id returned.' when X says yes to a tweet without its id (reconciled, never resent blindly)", async () => {
    const prepared = value(
      await me.source.prepare(
        { text: `No id ${randomBytes(3).toString('hex')}`, media: [] },
        `x-no-id-${randomBytes(4).toString('hex')}`,
        signal(),
      ),
    );
    await setFaults('x', { emptyAnswerRate: 1, paths: ['/2/tweets'] });
    expect(await me.source.publish(prepared, signal())).toEqual({
      ok: false,
      error: { kind: 'unknown_outcome', message: NO_POST_ID_RETURNED },
    });
    await clearFaults();
    // The answer stood in for X's: nothing landed, so reconciling finds nothing.
    expect(value(await me.source.reconcile(prepared, signal()))).toBeNull();
  });
});
