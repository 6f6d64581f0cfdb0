import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  anonymousPostStatusSchema,
  anonymousRateLimitsSchema,
} from '@/domain/composer/model/anonymous';
import type { Source } from '@/sources/source';
import { connectXAccount, value } from '../../support/sandboxAccounts';
import { clearFaults, sandbox, setFaults } from '../sandbox/sandboxClient';
import { startComposerServer, type ComposerTestServer } from './composerServerKit';

interface Status {
  status: string;
  cast_hashs: { community: string; hash: string; tweetId: string | null }[];
  error: string | null;
}

let server: ComposerTestServer;
let reader: Source;
beforeAll(async () => {
  server = await startComposerServer({
    anonymousLimits: { dailyLimit: 50, cooldownSeconds: 0 },
    anonymousRetry: { baseMs: 50, attempts: 3 },
  });
  reader = (await connectXAccount(sandbox(), 'validator_vic')).source;
});
afterAll(() => server.close());
afterEach(clearFaults);

const anon = () => {
  const account = sandbox().anonymous;
  if (!account) throw new Error('the sandbox has no anonymous accounts');
  return account;
};
const hub = () => sandbox().farcaster?.hub ?? '';
const unique = (text: string) => `${text} ${randomBytes(3).toString('hex')}`;

async function post(token: string, body: Record<string, unknown>) {
  const answer = await server.call('POST', '/api/anonymous/posts', { token, body });
  return answer;
}

/** Polls the post as the composer does (every 800 ms there; faster here) until it ends. */
async function settled(token: string, postId: string): Promise<Status> {
  for (let i = 0; i < 100; i++) {
    const answer = await server.call('GET', `/api/anonymous/posts/${postId}`, { token });
    expect(answer.status).toBe(200);
    const status = (answer.body as { data: Status }).data;
    expect(anonymousPostStatusSchema.safeParse(status).success).toBe(true);
    if (!['queued', 'generating_proof'].includes(status.status)) return status;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the anonymous post never settled');
}

const cast = async (hash: string) => {
  const answer = await fetch(`${hub()}/v1/castById?fid=${anon().farcaster.fid}&hash=${hash}`);
  return answer.ok
    ? ((await answer.json()) as { data: { fid: number; castAddBody: Record<string, unknown> } })
    : undefined;
};

describe('anonymous posting through the shared accounts (composer.md §3.9, §4.3, §7.6)', () => {
  it('answers the rate limits with the session, and the shared accounts without their keys', async () => {
    const token = await server.signUp();
    const answer = await server.call('GET', '/api/anonymous/rate-limits', { token });
    expect(answer.status).toBe(200);
    const limits = (answer.body as { data: Record<string, unknown> }).data;
    expect(anonymousRateLimitsSchema.safeParse(limits).success).toBe(true);
    expect(limits).toMatchObject({
      can_post: true,
      daily_limit: 50,
      daily_remaining: 50,
      copyToAnoncast: true,
      copyToTwitter: true,
      accounts: [
        {
          platform: 'Farcaster',
          platform_id: String(anon().farcaster.fid),
          handle: anon().farcaster.fname,
        },
        { platform: 'Twitter', platform_id: anon().x.id, handle: anon().x.username },
      ],
    });
    expect(answer.text).not.toContain(anon().farcaster.signerPrivateKey.slice(2));
    expect((await server.call('GET', '/api/anonymous/rate-limits')).status).toBe(401);
  });

  it('casts as the anonymous fid and tweets as the anonymous X user, then says sent', async () => {
    const token = await server.signUp();
    const text = unique('Said by someone');
    const created = await post(token, {
      text,
      embeds: [`${sandbox().web?.url}/articles/compose-once`],
      quote: null,
      parent: null,
      channel: 'https://warpcast.com/~/channel/polycast',
      postToTwitter: true,
    });
    expect(created.status).toBe(200);
    const { success, post_id } = created.body as { success: boolean; post_id: string };
    expect(success).toBe(true);
    const status = await settled(token, post_id);
    expect(status).toMatchObject({ status: 'sent', error: null });
    const [entry] = status.cast_hashs;
    expect(entry).toMatchObject({
      community: 'polycast',
      hash: expect.stringMatching(/^0x[0-9a-f]{40}$/),
      tweetId: expect.stringMatching(/^\d+$/),
    });
    const sent = await cast(entry?.hash ?? '');
    expect(sent?.data.fid).toBe(anon().farcaster.fid);
    expect(sent?.data.castAddBody).toMatchObject({
      text,
      parentUrl: 'https://warpcast.com/~/channel/polycast',
      embeds: [{ url: `${sandbox().web?.url}/articles/compose-once` }],
    });
    const tweet = value(await reader.getPost(entry?.tweetId ?? '', AbortSignal.timeout(10_000)));
    expect(tweet?.author.id).toBe(anon().x.id);
    expect(tweet?.text).toBe(`${text} ${sandbox().web?.url}/articles/compose-once`);
    // Another account cannot read it.
    const other = await server.signUp();
    expect(
      (await server.call('GET', `/api/anonymous/posts/${post_id}`, { token: other })).status,
    ).toBe(404);
  });

  it('replies to a cast on Farcaster only, and quotes a tweet on X only', async () => {
    const token = await server.signUp();
    const { messages } = (await (
      await fetch(`${hub()}/v1/castsByFid?fid=2&pageSize=1`)
    ).json()) as {
      messages: { hash: string; data: { fid: number } }[];
    };
    const parent = `${messages[0]?.data.fid}:${messages[0]?.hash}`;
    const reply = await post(token, {
      text: unique('A quiet reply'),
      embeds: [],
      quote: null,
      parent,
      channel: null,
      postToTwitter: false,
    });
    const replied = await settled(token, (reply.body as { post_id: string }).post_id);
    expect(replied.cast_hashs[0]?.tweetId).toBeNull();
    expect((await cast(replied.cast_hashs[0]?.hash ?? ''))?.data.castAddBody).toMatchObject({
      parentCastId: { fid: 2, hash: messages[0]?.hash },
    });

    const quoted = value(
      await reader.prepare(
        { text: unique('Quote me'), media: [] },
        `q-${randomBytes(3).toString('hex')}`,
        AbortSignal.timeout(10_000),
      ),
    );
    const original = value(await reader.publish(quoted, AbortSignal.timeout(10_000)));
    const quote = await post(token, {
      text: unique('Indeed'),
      embeds: [],
      quote: original.id,
      parent: null,
      channel: null,
      postToTwitter: true,
      postToFarcaster: false,
    });
    const done = await settled(token, (quote.body as { post_id: string }).post_id);
    expect(done).toMatchObject({
      status: 'sent',
      cast_hashs: [{ hash: '', tweetId: expect.any(String) }],
    });
    expect(
      value(await reader.getPost(done.cast_hashs[0]?.tweetId ?? '', AbortSignal.timeout(10_000)))
        ?.quoteOf,
    ).toBe(original.id);
  });

  it('ends as proof_failed when the hub’s rules refuse the cast, failed when the hub cannot be reached', async () => {
    const token = await server.signUp();
    // Farcaster embeds are at most 256 bytes: signing the cast fails validation.
    const long = await post(token, {
      text: unique('Too long a link'),
      embeds: [`https://example.com/${'a'.repeat(300)}`],
      quote: null,
      parent: null,
      channel: null,
      postToTwitter: false,
    });
    expect(await settled(token, (long.body as { post_id: string }).post_id)).toMatchObject({
      status: 'proof_failed',
      error: expect.stringMatching(/embed|url/i),
    });

    await setFaults('farcaster', { errorRate: 1, errorStatus: 503 });
    const down = await post(token, {
      text: unique('Nobody hears'),
      embeds: [],
      quote: null,
      parent: null,
      channel: null,
      postToTwitter: false,
    });
    expect(await settled(token, (down.body as { post_id: string }).post_id)).toMatchObject({
      status: 'failed',
      error: expect.stringContaining('Failed to post on: Farcaster'),
      cast_hashs: [],
    });
    // Failed posts give their slot back.
    const limits = await server.call('GET', '/api/anonymous/rate-limits', { token });
    expect(limits.body).toMatchObject({ data: { daily_remaining: 50 } });
  });

  it('refuses bad input with 400 naming the field, and stores nothing', async () => {
    const token = await server.signUp();
    const base = {
      text: 'hi',
      embeds: [],
      quote: null,
      parent: null,
      channel: null,
      postToTwitter: false,
    };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...base, text: '' }, 'text: text or an embed is required'],
      [{ ...base, text: 'x'.repeat(321) }, 'text: at most 320 bytes on Farcaster'],
      [{ ...base, text: '\u00e9'.repeat(161) }, 'text: at most 320 bytes on Farcaster'],
      [
        { ...base, postToFarcaster: false, postToTwitter: true, text: 'x'.repeat(281) },
        'text: at most 280 characters on X',
      ],
      [
        { ...base, postToFarcaster: false, postToTwitter: true, text: '\u4e00'.repeat(141) },
        'text: at most 280 characters on X',
      ],
      [{ ...base, postToFarcaster: false }, 'postToFarcaster: choose Farcaster, Twitter or both'],
      [{ ...base, parent: '2:0xabc' }, 'parent: must be a cast id'],
      [
        { ...base, postToTwitter: true, parent: `2:0x${'a'.repeat(40)}` },
        'parent: a reply or quote goes to one network only',
      ],
      [
        { ...base, postToFarcaster: false, postToTwitter: true, quote: '1:0x1' },
        'quote: must be a tweet id',
      ],
      [{ ...base, embeds: ['ftp://example.com/a'] }, 'embeds.0'],
      [
        { ...base, embeds: ['https://a.example', 'https://b.example', 'https://c.example'] },
        'embeds',
      ],
      [
        {
          ...base,
          embeds: ['https://a.example', 'https://b.example'],
          quote: `2:0x${'a'.repeat(40)}`,
        },
        'embeds: at most 2 embeds',
      ],
      [
        {
          ...base,
          channel: 'https://warpcast.com/~/channel/dev',
          postToFarcaster: false,
          postToTwitter: true,
        },
        'channel',
      ],
      [{ ...base, postToTwitter: 'yes' }, 'postToTwitter'],
    ];
    for (const [body, message] of cases) {
      const answer = await post(token, body);
      expect(answer.status, message).toBe(400);
      expect(answer.body).toEqual({ success: false, message: expect.stringContaining(message) });
    }
    expect((await post('', base)).status).toBe(401);
    expect(
      server.query('SELECT COUNT(*) AS n FROM anonymous_posts WHERE request LIKE ?', '%"hi"%'),
    ).toEqual([{ n: 0 }]);
  });

  it('keeps the X account’s tokens sealed at rest and the signer key out of the database', async () => {
    const rows = server.query<{ network: string; sealed: string }>(
      'SELECT network, sealed FROM anonymous_credentials',
    );
    expect(rows).toEqual([{ network: `x:${anon().x.id}`, sealed: expect.stringMatching(/^v1\./) }]);
    const dump = JSON.stringify(server.query('SELECT * FROM anonymous_posts'));
    expect(dump).not.toContain(anon().farcaster.signerPrivateKey.slice(2));
  });
});

describe('anonymous posting limits', () => {
  let limited: ComposerTestServer;
  beforeAll(async () => {
    limited = await startComposerServer({
      anonymousLimits: { dailyLimit: 2, cooldownSeconds: 30 },
      anonymousRetry: { baseMs: 50, attempts: 2 },
    });
  });
  afterAll(() => limited.close());

  it('waits between posts and stops at the daily limit (429 with Retry-After)', async () => {
    const token = await limited.signUp();
    const body = {
      text: unique('Once'),
      embeds: [],
      quote: null,
      parent: null,
      channel: null,
      postToTwitter: false,
    };
    expect((await limited.call('POST', '/api/anonymous/posts', { token, body })).status).toBe(200);
    const again = await limited.call('POST', '/api/anonymous/posts', {
      token,
      body: { ...body, text: unique('Twice') },
    });
    expect(again.status).toBe(429);
    expect(Number(again.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(again.body).toMatchObject({
      success: false,
      can_post: false,
      daily_remaining: 1,
      wait_seconds: expect.any(Number),
    });
    const limits = await limited.call('GET', '/api/anonymous/rate-limits', { token });
    expect(limits.body).toMatchObject({
      data: { can_post: false, daily_remaining: 1, wait_minutes: 1 },
    });
    // Another account has its own allowance.
    const other = await limited.signUp();
    expect(
      (
        await limited.call('POST', '/api/anonymous/posts', {
          token: other,
          body: { ...body, text: unique('Mine') },
        })
      ).status,
    ).toBe(200);
  });

  it('answers a post sent again with its Idempotency-Key with the same post, past the wait', async () => {
    const token = await limited.signUp();
    const body = {
      text: unique('Sent twice, posted once'),
      embeds: [],
      quote: null,
      parent: null,
      channel: null,
      postToTwitter: false,
    };
    const key = `intent-${unique('k').replace(' ', '-')}`;
    const send = (sent: unknown, headers: Record<string, string> = { 'Idempotency-Key': key }) =>
      limited.call('POST', '/api/anonymous/posts', { token, body: sent, headers });
    const first = await send(body);
    expect(first.status).toBe(200);
    const postId = (first.body as { post_id: string }).post_id;
    // The answer was lost and the app sends it again: the cooldown its first send began does not refuse it.
    const again = await send(body);
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ success: true, post_id: postId, message: 'Queued' });
    expect(
      limited.query('SELECT post_id FROM anonymous_posts WHERE request LIKE ?', `%${body.text}%`),
    ).toHaveLength(1);
    // The same key with other words is refused; a bad key too.
    expect((await send({ ...body, text: unique('Other words') })).status).toBe(422);
    expect((await send(body, { 'Idempotency-Key': 'with space' })).status).toBe(400);
    // Another account's key is its own.
    const other = await limited.signUp();
    const theirs = await limited.call('POST', '/api/anonymous/posts', {
      token: other,
      body,
      headers: { 'Idempotency-Key': key },
    });
    expect(theirs.status).toBe(200);
    expect((theirs.body as { post_id: string }).post_id).not.toBe(postId);
  });
});
