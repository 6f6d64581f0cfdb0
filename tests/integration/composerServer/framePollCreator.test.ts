import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FramePollRequest } from '@/domain/composer/model/framePollRequest';
import { framePollCreator } from '@/sources/product/createFramePoll';
import { startComposerServer, type ComposerTestServer } from './composerServerKit';

let server: ComposerTestServer;
beforeAll(async () => {
  server = await startComposerServer();
});
afterAll(() => server.close());

const poll: FramePollRequest = {
  title: 'Queued while offline',
  choices: ['Farcaster', 'Lens', 'X'],
  type: 'Single',
  durationSeconds: 3600,
  strategies: 'None',
  sources: ['Farcaster', 'Lens'],
};
const signal = () => AbortSignal.timeout(10_000);

describe('the outbox creates a queued post’s frame poll once (composer.md §7.4)', () => {
  it('answers the same poll for the same key, and stores one', async () => {
    const token = await server.signUp();
    const create = framePollCreator(server.url, async () => ({ token }));
    const first = await create(poll, 'intent-a:poll:0', signal());
    const again = await create(poll, 'intent-a:poll:0', signal());
    expect(first.ok && again.ok).toBe(true);
    if (!first.ok || !again.ok) return;
    expect(again.value).toEqual(first.value);
    expect(first.value.frameUrl).toBe(`${server.url}/frames/polls/${first.value.pollId}`);
    expect(
      server.query('SELECT poll_id FROM polls WHERE idempotency_key = ?', 'intent-a:poll:0'),
    ).toEqual([{ poll_id: first.value.pollId }]);
  });

  it("a refusal is final, in composer.md §8's words", async () => {
    const token = await server.signUp();
    const create = framePollCreator(server.url, async () => ({ token }));
    const refused = await create({ ...poll, choices: ['Only one'] }, 'intent-b:poll:0', signal());
    expect(refused).toEqual({
      ok: false,
      error: { kind: 'invalid', message: 'Failed to create poll', code: 'HTTP 400' },
    });
    const reused = await create(poll, 'intent-a-other:poll:0', signal());
    expect(reused.ok).toBe(true);
    const clash = await create({ ...poll, title: 'Another' }, 'intent-a-other:poll:0', signal());
    expect(clash).toMatchObject({ ok: false, error: { kind: 'invalid', code: 'HTTP 422' } });
  });

  it('without a session, with one the server no longer takes, or with no server, the poll waits (retryable)', async () => {
    const none = framePollCreator(server.url, async () => undefined);
    expect(await none(poll, 'intent-c:poll:0', signal())).toMatchObject({
      ok: false,
      error: { kind: 'network', message: 'Failed to create poll', code: 'no_session' },
    });
    const stale = framePollCreator(server.url, async () => ({ token: 'not-a-session' }));
    expect(await stale(poll, 'intent-c:poll:0', signal())).toMatchObject({
      ok: false,
      error: { kind: 'network', code: 'no_session' },
    });
    const away = framePollCreator('http://127.0.0.1:9', async () => ({ token: 't' }));
    expect(await away(poll, 'intent-c:poll:0', signal())).toMatchObject({
      ok: false,
      error: { kind: 'network', message: 'Failed to create poll', code: 'network' },
    });
    expect(
      server.query('SELECT poll_id FROM polls WHERE idempotency_key = ?', 'intent-c:poll:0'),
    ).toEqual([]);
  });
});
