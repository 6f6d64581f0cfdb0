import { describe, expect, it } from 'vitest';
import { testServersClosedAfterEach } from '../testing/startTestServer';

const testServers = testServersClosedAfterEach();

async function setUp() {
  const server = await testServers.start();
  const report = (body: unknown, token?: string) => server.postJson('/api/logpush', body, token);
  const stored = () =>
    server.query<{ account_id: string; platform: string; post_id: string; post_time: number }>(
      'SELECT account_id, platform, post_id, post_time FROM post_reports ORDER BY rowid',
    );
  return { server, report, stored };
}

const body = {
  ua_type: 'web',
  relation_id: '01JD5Z6W8Y2K3M4N5P6Q7R8S9T',
  post_time: 1_767_225_600,
  post_id: 'at://did:plc:polly/app.bsky.feed.post/3lbx',
  platform_id: 'did:plc:polly',
  platform: 'Bsky',
};

describe('POST /api/logpush (composer.md §7.3)', () => {
  it('stores a report for the session’s account and answers code 0', async () => {
    const { server, report, stored } = await setUp();
    const token = await server.signUp();
    const answer = await report(body, token);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ code: 0 });
    expect(stored()).toEqual([
      expect.objectContaining({
        platform: 'Bsky',
        post_id: body.post_id,
        post_time: 1_767_225_600,
      }),
    ]);
  });

  it('is idempotent: the same post reported again is stored once, and still answers code 0', async () => {
    const { server, report, stored } = await setUp();
    const token = await server.signUp();
    for (let i = 0; i < 3; i++)
      expect(await (await report(body, token)).json()).toEqual({ code: 0 });
    expect(stored()).toHaveLength(1);
    // Another post of the same compose action is a report of its own.
    await report({ ...body, platform: 'Farcaster', post_id: '0xabc', platform_id: '7' }, token);
    expect(stored().map((row) => row.platform)).toEqual(['Bsky', 'Farcaster']);
  });

  it('answers 401 without a live session, and stores nothing', async () => {
    const { server, report, stored } = await setUp();
    expect((await report(body)).status).toBe(401);
    const wrong = await report(body, 'x'.repeat(43));
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get('www-authenticate')).toBe('Bearer');
    expect(await wrong.json()).toEqual({ error: 'Sign in to Polycast first.' });
    await server.signUp();
    expect(stored()).toEqual([]);
  });

  it('answers 400 naming the bad field, and stores nothing', async () => {
    const { server, report, stored } = await setUp();
    const token = await server.signUp();
    const cases: [unknown, string][] = [
      ['{not json', 'body: not JSON'],
      [{ ...body, platform: 'Myspace' }, 'platform'],
      [{ ...body, post_time: Date.now() }, 'post_time: must be unix seconds'],
      [{ ...body, post_id: '' }, 'post_id'],
      [{ ...body, ua_type: 'ios' }, 'ua_type'],
      [{ ...body, relation_id: undefined }, 'relation_id'],
    ];
    for (const [bad, message] of cases) {
      const answer = await report(bad, token);
      expect(answer.status).toBe(400);
      expect(await answer.json()).toEqual({ error: expect.stringContaining(message) });
    }
    expect(stored()).toEqual([]);
  });
});
