import { afterEach, describe, expect, it } from 'vitest';
import { publishNoticeFor } from '@/features/outbox/runtime/publishNoticeFor';
import { ulid } from '@/domain/ulid';
import { emptyComposerPost } from '@/domain/composer/model/composerPost';
import {
  dailyUploadLimitReached,
  FAILED_TO_GET_UPLOAD_LIMITS,
  VIDEOS_NOT_UPLOADED,
} from '@/domain/messages/composer';
import { drainPublishJobs } from '@/sync/publish/drainPublishJobs';
import { intentResults } from '@/sync/publish/publishJobQueries';
import { failureTooltip } from '@/features/compose/screens/SendButton';
import { makeTestMp4 } from '../../support/makeTestMp4';
import { memoryPublishLog } from '../../support/memoryPublishLog';
import { newBskyAccount } from '../../support/sandboxAccounts';
import { clearFaults, sandbox, setFaults } from '../sandbox/sandboxClient';

afterEach(clearFaults);

/**
 * A Bluesky post with a video through the sync engine: when the video does
 * not go up, the job's reason (what the composer's retry tooltip and the
 * notices show) is composer.md §8's words for it, then the network's; and
 * whether it is tried again is still the failure's kind.
 */
async function postWithVideo(user: Awaited<ReturnType<typeof newBskyAccount>>) {
  let clock = Date.now();
  const log = memoryPublishLog(() => clock);
  const intentId = ulid();
  const bytes = makeTestMp4({ seconds: 4, bytes: 30_000 + Math.floor(Math.random() * 1000) });
  const file = { data: new Blob([bytes]), name: 'clip.mp4', mimeType: 'video/mp4' };
  await log.append({
    id: intentId,
    type: 'PublishRequested',
    aggregateId: intentId,
    payload: {
      kind: 'post',
      targets: [{ source: 'Bsky', accountId: user.did }],
      posts: [
        {
          text: 'A clip',
          localMedia: [
            {
              mediaId: 'clip',
              kind: 'video',
              mimeType: 'video/mp4',
              name: 'clip.mp4',
              size: bytes.length,
            },
          ],
        },
      ],
    },
  });
  const drain = () =>
    drainPublishJobs({
      ...log,
      sourceFor: async () => user.source,
      mediaFile: async (mediaId) => (mediaId === 'clip' ? file : undefined),
      now: () => clock,
      random: () => 0.5,
      executor: 'integration',
      signal: new AbortController().signal,
      callTimeoutMs: 20_000,
    });
  const lastFailure = () => {
    const event = log.events.findLast((e) => e.type === 'PublishFailed');
    return event?.type === 'PublishFailed' ? event : undefined;
  };
  return {
    log,
    intentId,
    drain,
    lastFailure,
    later: (at: number) => {
      clock = Math.max(clock, at);
    },
  };
}

describe('why a post’s upload failed, as the person reads it (composer.md §8)', () => {
  it('a video service that does not say its limits: the words, and the job is tried again', async () => {
    const user = await newBskyAccount(sandbox());
    const post = await postWithVideo(user);
    await setFaults('bsky', {
      errorRate: 1,
      errorStatus: 500,
      paths: ['/xrpc/app.bsky.video.getUploadLimits'],
    });
    const { nextWakeAt } = await post.drain();
    expect(post.lastFailure()?.payload).toMatchObject({
      retryable: true,
      kind: 'network',
      reason: `${VIDEOS_NOT_UPLOADED} ${FAILED_TO_GET_UPLOAD_LIMITS}`,
    });
    expect(post.lastFailure()?.payload.reason).toBe(
      'There are videos that were not uploaded successfully. Failed to get upload limits',
    );
    // The service is back: the job's next try posts the video.
    await clearFaults();
    expect(nextWakeAt).toBeDefined();
    for (let round = 0, wake = nextWakeAt; wake !== undefined && round < 5; round++) {
      post.later(wake);
      wake = (await post.drain()).nextWakeAt;
    }
    const job = Object.values((await post.log.state()).jobs)[0];
    expect(job?.status).toBe('succeeded');
  });

  it('a daily limit reached: the job stops, and the tooltip and notices say why', async () => {
    const user = await newBskyAccount(sandbox());
    const used = await fetch(`${sandbox().bsky.video.url}/sandbox/usage`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ did: user.did, videos: 25, bytes: 0 }),
    });
    expect(used.status).toBe(200);
    const post = await postWithVideo(user);
    const { nextWakeAt } = await post.drain();
    expect(nextWakeAt).toBeUndefined();
    const reason = `${VIDEOS_NOT_UPLOADED} ${dailyUploadLimitReached(10 * 1024 ** 3, 0)}`;
    const failed = post.lastFailure();
    expect(failed?.payload).toMatchObject({ retryable: false, kind: 'invalid', reason });

    // What the composer shows: the retry button's tooltip…
    const state = await post.log.state();
    const results = intentResults(state, post.intentId);
    expect(results.Bsky).toMatchObject({ failed: true, postError: reason });
    const composed = { ...emptyComposerPost('p1'), postError: { Bsky: results.Bsky?.postError } };
    expect(failureTooltip([composed], ['Bsky'])).toBe(`Bluesky: failed at 1 / 1 (${reason})`);
    // …and the notices.
    if (!failed) throw new Error('no failure');
    expect(publishNoticeFor(failed, state).map((n) => n.message)).toEqual([
      `Failed to post on Bluesky: ${reason}`,
      'Post failed to publish.',
    ]);
  });
});
