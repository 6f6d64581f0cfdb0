import { describe, expect, it } from 'vitest';
import { createProductAccountStore } from '../account/productAccountStore';
import { openServerDatabase } from '../storage/openServerDatabase';
import { testServersClosedAfterEach, type TestServer } from '../testing/startTestServer';
import { createPollVoteRoutes } from './pollRoutes';
import { createPollStore } from './pollStore';
import { FRAME_POLL_LIMITS } from './pollLimits';

const testServers = testServersClosedAfterEach();

async function setUp() {
  const server = await testServers.start();
  const create = (body: unknown, token?: string) =>
    server.postJson('/v1/vote_frame/poll/create', body, token);
  const stored = () => server.query<{ poll_id: string }>('SELECT poll_id FROM polls');
  return { server, create, stored };
}

const poll = {
  title: 'Where do you post first?',
  choices: ['Farcaster', 'Lens', 'X', 'Bluesky'],
  type: 'Single',
  sub_time: 86_400,
  strategies: 'None',
};

describe('POST /v1/vote_frame/poll/create (composer.md §7.4)', () => {
  it('stores the poll for the session’s account and answers its id and frame URL', async () => {
    const { server, create, stored } = await setUp();
    const token = await server.signUp();
    const answer = await create(poll, token);
    expect(answer.status).toBe(200);
    const body = (await answer.json()) as {
      code: number;
      data: { poll_id: string; frame_url: string };
    };
    expect(body.code).toBe(0);
    expect(body.data.frame_url).toBe(`${server.url}/frames/polls/${body.data.poll_id}`);
    expect(stored()).toEqual([{ poll_id: body.data.poll_id }]);
    const multiple = await create({ ...poll, type: 'Multiple', multiple_count: 2 }, token);
    expect(multiple.status).toBe(200);
  });

  it('writes its frame URL with the server’s own host, whatever host a client claims to have used', async () => {
    const { server } = await setUp();
    const token = await server.signUp();
    const answer = await fetch(`${server.url}/v1/vote_frame/poll/create`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Authorization: `Bearer ${token}`,
        'X-Forwarded-Host': 'evil.example',
        'X-Forwarded-Proto': 'https',
      },
      body: JSON.stringify(poll),
    });
    const { data } = (await answer.json()) as { data: { frame_url: string } };
    expect(data.frame_url.startsWith(`${server.url}/frames/polls/`)).toBe(true);
  });

  it('answers 401 without a session and stores nothing', async () => {
    const { create, stored } = await setUp();
    expect((await create(poll)).status).toBe(401);
    expect(stored()).toEqual([]);
  });

  it('answers 400 naming the bad field, and stores nothing', async () => {
    const { server, create, stored } = await setUp();
    const token = await server.signUp();
    const long = 'x'.repeat(FRAME_POLL_LIMITS.choiceMaxLength + 1);
    const cases: [unknown, string][] = [
      ['{nope', 'body: not JSON'],
      [{ ...poll, choices: ['only'] }, `choices: at least ${FRAME_POLL_LIMITS.minChoices} choices`],
      [{ ...poll, choices: ['a', 'b', 'c', 'd', 'e'] }, 'choices: at most 4 choices'],
      [{ ...poll, choices: ['a', ' '] }, 'choices.1: every choice needs a label'],
      [
        { ...poll, choices: ['a', long] },
        `choices.1: at most ${FRAME_POLL_LIMITS.choiceMaxLength} characters`,
      ],
      [{ ...poll, choices: ['Yes', 'yes'] }, 'choices.1: choices must differ'],
      [{ ...poll, type: 'Ranked' }, 'type'],
      [{ ...poll, sub_time: 60 }, 'sub_time: at least 300 seconds'],
      [{ ...poll, sub_time: 8 * 86_400 }, 'sub_time: at most 604800 seconds'],
      [{ ...poll, strategies: '' }, 'strategies'],
      [{ ...poll, multiple_count: 2 }, 'multiple_count: only a Multiple poll has multiple_count'],
      [{ ...poll, type: 'Multiple' }, 'multiple_count: a Multiple poll needs multiple_count'],
      [
        { ...poll, type: 'Multiple', multiple_count: 5 },
        'multiple_count: at most the number of choices',
      ],
    ];
    for (const [bad, message] of cases) {
      const answer = await create(bad, token);
      expect(answer.status, message).toBe(400);
      expect(await answer.json()).toEqual({ code: 400, error: expect.stringContaining(message) });
    }
    expect(stored()).toEqual([]);
  });
});

describe('POST /v1/vote_frame/poll/create with an Idempotency-Key (a post queued offline)', () => {
  const createWithKey = (server: TestServer, body: unknown, token: string, key: string) =>
    fetch(`${server.url}/v1/vote_frame/poll/create`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Authorization: `Bearer ${token}`,
        'Idempotency-Key': key,
      },
      body: JSON.stringify(body),
    });

  it('answers the same poll for the same key from the same account, and stores it once', async () => {
    const { server, stored } = await setUp();
    const token = await server.signUp();
    const first = await createWithKey(server, poll, token, 'intent-1:poll:0');
    const again = await createWithKey(server, poll, token, 'intent-1:poll:0');
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    const a = (await first.json()) as { data: { poll_id: string; frame_url: string } };
    const b = (await again.json()) as { data: { poll_id: string; frame_url: string } };
    expect(b.data).toEqual(a.data);
    expect(stored()).toHaveLength(1);
    // Another key is another poll.
    const other = await createWithKey(server, poll, token, 'intent-2:poll:0');
    expect(((await other.json()) as { data: { poll_id: string } }).data.poll_id).not.toBe(
      a.data.poll_id,
    );
    expect(stored()).toHaveLength(2);
  });

  it('answers 422 for a key reused with another body, and a key is per account', async () => {
    const { server, stored } = await setUp();
    const token = await server.signUp();
    await createWithKey(server, poll, token, 'intent-1:poll:0');
    const reused = await createWithKey(
      server,
      { ...poll, choices: ['Farcaster', 'Lens'] },
      token,
      'intent-1:poll:0',
    );
    expect(reused.status).toBe(422);
    expect(stored()).toHaveLength(1);
    const someoneElse = await server.signUp();
    const theirs = await createWithKey(server, poll, someoneElse, 'intent-1:poll:0');
    expect(theirs.status).toBe(200);
    expect(stored()).toHaveLength(2);
  });

  it('answers 400 for a malformed key', async () => {
    const { server, stored } = await setUp();
    const token = await server.signUp();
    expect((await createWithKey(server, poll, token, 'x'.repeat(256))).status).toBe(400);
    expect(stored()).toHaveLength(0);
  });
});

describe('the poll as read and as a frame', () => {
  it('reads the poll back with its choices and counts', async () => {
    const { server, create } = await setUp();
    const token = await server.signUp();
    const { data } = (await (await create(poll, token)).json()) as { data: { poll_id: string } };
    const read = await fetch(
      `${server.url}/v1/vote_frame/poll?poll_id=${data.poll_id}&platform=Farcaster&platform_id=1`,
    );
    expect(await read.json()).toMatchObject({
      code: 0,
      data: {
        poll_id: data.poll_id,
        type: 'Single',
        is_end: false,
        strategies: 'None',
        choice_detail: [
          { id: 1, name: 'Farcaster', count: 0, is_select: false, percent: 0 },
          { id: 2, name: 'Lens', count: 0, is_select: false, percent: 0 },
          { id: 3, name: 'X', count: 0, is_select: false, percent: 0 },
          { id: 4, name: 'Bluesky', count: 0, is_select: false, percent: 0 },
        ],
      },
    });
    expect(
      (await fetch(`${server.url}/v1/vote_frame/poll?poll_id=${crypto.randomUUID()}`)).status,
    ).toBe(404);
    expect((await fetch(`${server.url}/v1/vote_frame/poll?poll_id=nope`)).status).toBe(400);
  });

  it('serves the frame page (Farcaster and Open Frames tags, one button per choice) and its PNG', async () => {
    const { server, create } = await setUp();
    const token = await server.signUp();
    const { data } = (await (
      await create({ ...poll, title: 'Tabs <or> "spaces"?', choices: ['Tabs', 'Spaces'] }, token)
    ).json()) as { data: { poll_id: string; frame_url: string } };
    const page = await fetch(data.frame_url);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain('<meta property="fc:frame" content="vNext">');
    expect(html).toContain('<meta property="fc:frame:button:1" content="Tabs">');
    expect(html).toContain('<meta property="of:button:2" content="Spaces">');
    expect(html).toContain(
      '<meta property="og:title" content="Tabs &lt;or&gt; &quot;spaces&quot;?">',
    );
    const image = /property="fc:frame:image" content="([^"]+)"/.exec(html)?.[1] ?? '';
    const png = await fetch(image);
    expect(png.headers.get('content-type')).toBe('image/png');
    expect([...new Uint8Array(await png.arrayBuffer()).slice(1, 4)]).toEqual([0x50, 0x4e, 0x47]);
    expect((await fetch(`${server.url}/frames/polls/${crypto.randomUUID()}`)).status).toBe(404);
  });
});

describe('POST /v2/vote_frame/poll/vote (reading.md §7.5)', () => {
  it('counts one vote per linked profile, within the poll’s choices', async () => {
    const { server, create } = await setUp();
    const token = await server.signUp('did:plc:voter');
    const { data } = (await (
      await create({ ...poll, type: 'Multiple', multiple_count: 2 }, token)
    ).json()) as { data: { poll_id: string } };
    const vote = (body: Record<string, unknown>, as = token) =>
      fetch(`${server.url}/v2/vote_frame/poll/vote`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${as}` },
        body: JSON.stringify({
          poll_id: data.poll_id,
          platform: 'Bsky',
          platform_id: 'did:plc:voter',
          ...body,
        }),
      });
    const cases: [Record<string, unknown>, number, string][] = [
      [{ choices: [] }, 400, 'No selected choice.'],
      [{ choices: [9] }, 400, 'not a choice of this poll'],
      [{ choices: [1, 2, 3] }, 400, 'at most 2 in this poll'],
      [{ choices: [1], platform_id: 'did:plc:someone-else' }, 403, 'linked'],
      [{ choices: [1], poll_id: crypto.randomUUID() }, 404, 'No poll'],
    ];
    for (const [body, status, error] of cases) {
      const answer = await vote(body);
      expect(answer.status, error).toBe(status);
      expect(await answer.json()).toEqual({ code: status, error: expect.stringContaining(error) });
    }
    const first = await vote({ choices: [1, 3, 3] });
    expect(await first.json()).toMatchObject({
      code: 0,
      data: {
        is_success: true,
        choice_detail: [
          { id: 1, count: 1, is_select: true, percent: 50 },
          { id: 2, count: 0, is_select: false },
          { id: 3, count: 1, is_select: true, percent: 50 },
          { id: 4, count: 0 },
        ],
      },
    });
    expect((await vote({ choices: [2] })).status).toBe(409);
    const read = await fetch(`${server.url}/v1/vote_frame/poll?poll_id=${data.poll_id}`);
    expect(await read.json()).toMatchObject({
      data: { choice_detail: [{ count: 1, is_select: false }, {}, { count: 1 }, {}] },
    });
    expect((await fetch(`${server.url}/v2/vote_frame/poll/vote`, { method: 'POST' })).status).toBe(
      401,
    );
  });

  it('tells which choices a profile picked only to a session linking that profile', async () => {
    const { server, create } = await setUp();
    const voter = await server.signUp('did:plc:voter');
    const other = await server.signUp('did:plc:other');
    const { data } = (await (await create(poll, voter)).json()) as { data: { poll_id: string } };
    const voted = await fetch(`${server.url}/v2/vote_frame/poll/vote`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${voter}` },
      body: JSON.stringify({
        poll_id: data.poll_id,
        platform: 'Bsky',
        platform_id: 'did:plc:voter',
        choices: [2],
      }),
    });
    expect(voted.status).toBe(200);
    const picked = async (token: string | undefined, platformId = 'did:plc:voter') => {
      const answer = await fetch(
        `${server.url}/v1/vote_frame/poll?poll_id=${data.poll_id}&platform=Bsky&platform_id=${encodeURIComponent(platformId)}`,
        token ? { headers: { Authorization: `Bearer ${token}` } } : {},
      );
      expect(answer.status).toBe(200);
      const { data: read } = (await answer.json()) as {
        data: { choice_detail: { count: number; is_select: boolean }[] };
      };
      // The counts are public whoever asks.
      expect(read.choice_detail.map((c) => c.count)).toEqual([0, 1, 0, 0]);
      return read.choice_detail.map((c) => c.is_select);
    };
    const none = [false, false, false, false];
    expect(await picked(undefined), 'no session').toEqual(none);
    expect(await picked(other), 'another account').toEqual(none);
    expect(await picked('x'.repeat(43)), 'a session that does not exist').toEqual(none);
    expect(await picked(other, 'did:plc:other'), 'its own profile, which did not vote').toEqual(
      none,
    );
    expect(await picked(voter), 'the voter’s own session').toEqual([false, true, false, false]);
  });

  it('refuses votes once the poll has ended', async () => {
    const db = openServerDatabase();
    const accounts = createProductAccountStore(db);
    const { accountId, token } = accounts.create([
      { source: 'Farcaster', profileId: '7', handle: 'seven', displayName: 'Seven' },
    ]);
    let now = 1_000_000;
    const polls = createPollStore(db, () => now);
    const created = polls.create(accountId, {
      title: 't',
      choices: ['a', 'b'],
      type: 'Single',
      strategies: 'None',
      durationSeconds: 300,
    });
    const routes = createPollVoteRoutes(accounts, polls, () => now);
    now += 300_000;
    const answer = await routes.request('/poll/vote', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({
        poll_id: created.pollId,
        platform: 'Farcaster',
        platform_id: '7',
        choices: [1],
      }),
    });
    expect(answer.status).toBe(409);
    expect(await answer.json()).toEqual({ code: 409, error: 'This poll has ended' });
  });
});
