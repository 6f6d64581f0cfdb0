import { afterEach, describe, expect, it, vi } from 'vitest';
import { ulid } from '@/domain/ulid';
import { ACCOUNTS_AGGREGATE } from '@/events/types/accountEvents';
import { afterPublishKit, type AfterPublishKit } from './afterPublishKit';

const kits: AfterPublishKit[] = [];
afterEach(async () => {
  for (const kit of kits.splice(0)) await kit.close();
  vi.restoreAllMocks();
});

async function setUp() {
  const kit = await afterPublishKit();
  kits.push(kit);
  const calls = await kit.openCalls();
  /** A post the sync engine published on Bluesky (the event it logs). */
  const published = async () => {
    const intentId = ulid();
    await kit.append({
      type: 'PublishSucceeded',
      aggregateId: intentId,
      payload: {
        jobId: `${intentId}:Bsky:0`,
        postId: `at://did:plc:polly/app.bsky.feed.post/${intentId.toLowerCase()}`,
        url: 'https://bsky.app/profile/polly.test/post/1',
        source: 'Bsky',
        accountId: 'did:plc:polly',
      },
    });
  };
  const stored = () => kit.server.query('SELECT * FROM post_reports');
  return { kit, calls, published, stored };
}

describe('post reports and the Polycast session (docs/decisions.md)', () => {
  it('reports nothing for a post published while the device is in no Polycast account', async () => {
    const { kit, calls, published, stored } = await setUp();
    await published();
    expect((await calls.catchUp()).calls).toEqual({});
    // Joining later reports the posts published from then on only.
    await kit.joinPolycast();
    await published();
    await kit.drain(calls);
    expect(stored()).toHaveLength(1);
  });

  it('drops, with a log line, a report left when the device signed out of Polycast', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { kit, calls, published, stored } = await setUp();
    const { accountId } = await kit.joinPolycast();
    await published();
    // Signing out as the app does: the vault's session first, then the event.
    await kit.sessions.remove();
    await kit.append({
      type: 'ProductAccountLeft',
      aggregateId: ACCOUNTS_AGGREGATE,
      payload: { accountId, reason: 'user' },
    });
    await kit.drain(calls);
    await kit.drain(calls);
    expect(Object.values((await calls.catchUp()).calls)).toEqual([
      expect.objectContaining({
        status: 'failed',
        attempts: 1,
        lastFailure: { reason: 'No Polycast session on this device', retryable: false },
      }),
    ]);
    expect(warn).toHaveBeenCalledWith(
      'Dropped the call to /api/logpush: No Polycast session on this device',
    );
    expect(stored()).toEqual([]);
  });

  it('stops on the server’s 401 for a session it ended, logging it only', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { kit, calls, published, stored } = await setUp();
    const { sessionToken } = await kit.joinPolycast();
    await published();
    const ended = await fetch(`${kit.server.url}/api/account/session`, {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${sessionToken}` },
    });
    expect(ended.status).toBe(204);
    await kit.drain(calls);
    expect(Object.values((await calls.catchUp()).calls)).toEqual([
      expect.objectContaining({
        status: 'failed',
        lastFailure: { reason: 'HTTP 401', retryable: false },
      }),
    ]);
    expect(warn).toHaveBeenCalledWith('The call to /api/logpush was refused: HTTP 401');
    expect(stored()).toEqual([]);
  });

  it('sends a report the server already has again without storing it twice (a lost answer)', async () => {
    const { kit, calls, published, stored } = await setUp();
    await kit.joinPolycast();
    await published();
    const [call] = Object.values((await calls.catchUp()).calls);
    if (!call) throw new Error('no call');
    // The first answer is lost; the outbox sends the same call again.
    await kit.send(call);
    await kit.drain(calls);
    expect((await calls.catchUp()).calls).toEqual({});
    expect(stored()).toHaveLength(1);
  });
});
