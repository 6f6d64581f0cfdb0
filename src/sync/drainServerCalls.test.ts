import { afterEach, describe, expect, it, vi } from 'vitest';
import { appCatalog } from '@/events/appCatalog';
import { openProjection } from '@/events/projectionRunner';
import { openTestLog } from '@/events/testing/openTestLog';
import { drainServerCalls, ServerCallNotSendable, type SendServerCall } from './drainServerCalls';
import { serverCallsProjection } from './serverCallsProjection';

const INTENT = '01JINTENT00000000000000001';
const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
  vi.restoreAllMocks();
});

/** A log where one post was published while the device is in a Polycast account. */
async function publishedPost() {
  const { log, snapshots, close } = await openTestLog(appCatalog);
  const calls = await openProjection({ log, snapshots, projection: serverCallsProjection });
  cleanups.push(close, () => calls.close());
  await log.append({
    type: 'ProductAccountJoined',
    aggregateId: 'accounts',
    payload: { accountId: '5b0e1c2e-8a3b-4c39-9d7e-6f1a2b3c4d5e' },
  });
  await log.append({
    type: 'PublishSucceeded',
    aggregateId: INTENT,
    payload: {
      jobId: `${INTENT}:Bsky:0`,
      postId: 'at://1',
      url: 'u',
      source: 'Bsky',
      accountId: 'did:plc:polly',
    },
  });
  const drain = async (send: SendServerCall) =>
    drainServerCalls({ log, state: await calls.catchUp(), send });
  return { calls, drain };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('drainServerCalls with calls that expect {code: 0}', () => {
  it('is done when the server answers code 0', async () => {
    const { calls, drain } = await publishedPost();
    await drain(async () => json({ code: 0 }));
    expect((await calls.catchUp()).calls).toEqual({});
  });

  it('stops, logging it only, when a 200 carries another code or no code', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    for (const [answer, reason] of [
      [json({ code: 40001 }), 'code 40001'],
      [new Response('ok'), 'An answer without a code'],
    ] as const) {
      const { calls, drain } = await publishedPost();
      await drain(async () => answer);
      expect(Object.values((await calls.catchUp()).calls)).toEqual([
        expect.objectContaining({ status: 'failed', lastFailure: { reason, retryable: false } }),
      ]);
    }
    expect(warn).toHaveBeenCalledWith('The call to /api/logpush was refused: code 40001');
  });

  it('drops a call the device cannot send, and never tries it again', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { calls, drain } = await publishedPost();
    const send = vi.fn<SendServerCall>(async () => {
      throw new ServerCallNotSendable('No Polycast session on this device');
    });
    await drain(send);
    await drain(send);
    expect(send).toHaveBeenCalledTimes(1);
    expect(Object.values((await calls.catchUp()).calls)[0]).toMatchObject({
      status: 'failed',
      lastFailure: { reason: 'No Polycast session on this device', retryable: false },
    });
    expect(warn).toHaveBeenCalledWith(
      'Dropped the call to /api/logpush: No Polycast session on this device',
    );
  });

  it('tries again after a network failure or a 503', async () => {
    for (const [send, reason] of [
      [
        async () => {
          throw new TypeError('fetch failed');
        },
        'network',
      ],
      [async () => json({ error: 'busy' }, 503), 'HTTP 503'],
    ] as const) {
      const { calls, drain } = await publishedPost();
      await drain(send);
      expect(Object.values((await calls.catchUp()).calls)[0]).toMatchObject({
        status: 'pending',
        attempts: 1,
        lastFailure: { reason, retryable: true },
      });
    }
  });
});
