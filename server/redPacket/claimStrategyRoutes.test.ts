import { describe, expect, it } from 'vitest';
import { testServersClosedAfterEach } from '../testing/startTestServer';
import { NOT_YOUR_CLAIM_KEY } from './claimStrategyRoutes';

const testServers = testServersClosedAfterEach();

async function setUp() {
  const server = await testServers.start();
  const update = (body: unknown, token?: string) =>
    server.postJson('/api/red-packet/claim-strategy', body, token);
  const rows = () =>
    server.query<{ rpid: string; posts: string }>(
      'SELECT rpid, posts FROM red_packet_claim_strategies',
    );
  /** A claim key the server makes for the session's account. */
  const claimKey = async (token: string, network = 'EVM') => {
    const answer = await server.postJson('/api/red-packet/claim-key', { network }, token);
    expect(answer.status).toBe(201);
    return ((await answer.json()) as { data: { publicKey: string } }).data.publicKey;
  };
  return { server, update, rows, claimKey };
}

const RPID = '0x6f1c2a3b4c5d6e7f8091a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f7';
const bsky = {
  rpid: RPID,
  publicKey: 'set per test: a key the server made',
  posts: [{ platform: 'Bsky', postId: 'at://did:plc:polly/app.bsky.feed.post/3lbx' }],
  platforms: [{ platformId: 'did:plc:polly', platformName: 'Bsky' }],
  postOn: [
    {
      platform: 'Bsky',
      postId: 'at://did:plc:polly/app.bsky.feed.post/3lbx',
      handle: 'polly.test',
    },
  ],
};
const farcaster = {
  ...bsky,
  posts: [{ platform: 'Farcaster', postId: '0xcafe' }],
  platforms: [{ platformId: '7', platformName: 'Farcaster' }],
  postOn: [{ platform: 'Farcaster', postId: '0xcafe', handle: 'polly' }],
};

describe('POST /api/red-packet/claim-strategy (composer.md §7.8)', () => {
  it('stores the first update and merges each later one in, answering code 0 and the whole strategy', async () => {
    const { server, update, rows, claimKey } = await setUp();
    const token = await server.signUp();
    const publicKey = await claimKey(token);
    const first = await update({ ...bsky, publicKey }, token);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ code: 0, data: { ...bsky, publicKey } });

    const second = await update({ ...farcaster, publicKey }, token);
    expect(await second.json()).toEqual({
      code: 0,
      data: {
        rpid: RPID,
        publicKey,
        posts: [...bsky.posts, ...farcaster.posts],
        platforms: [...bsky.platforms, ...farcaster.platforms],
        postOn: [...bsky.postOn, ...farcaster.postOn],
      },
    });
    // A retried update changes nothing.
    const again = (await (await update({ ...farcaster, publicKey }, token)).json()) as {
      data: { posts: unknown[] };
    };
    expect(again.data.posts).toHaveLength(2);
    expect(rows()).toHaveLength(1);
    expect(JSON.parse(rows()[0]?.posts ?? '[]')).toHaveLength(2);
  });

  it('answers 401 without a session, and stores nothing', async () => {
    const { update, rows } = await setUp();
    expect((await update(bsky)).status).toBe(401);
    expect((await update(bsky, 'y'.repeat(43))).status).toBe(401);
    expect(rows()).toEqual([]);
  });

  it('answers 400 naming the bad field, and stores nothing', async () => {
    const { server, update, rows, claimKey } = await setUp();
    const token = await server.signUp();
    const publicKey = await claimKey(token);
    const good = { ...bsky, publicKey };
    const cases: [unknown, string][] = [
      ['nope', 'body: not JSON'],
      [{ ...good, rpid: 'two words' }, 'rpid: must be one token'],
      [{ ...good, posts: [] }, 'posts'],
      [{ ...good, posts: [{ platform: 'Myspace', postId: '1' }] }, 'posts.0.platform'],
      [{ ...good, platforms: [{ platformName: 'Lens' }] }, 'platforms.0.platformId'],
      [{ ...good, postOn: [{ platform: 'Bsky', postId: 'x' }] }, 'postOn.0.handle'],
      [{ ...good, publicKey: undefined }, 'publicKey'],
    ];
    for (const [bad, message] of cases) {
      const answer = await update(bad, token);
      expect(answer.status).toBe(400);
      expect(await answer.json()).toEqual({ error: expect.stringContaining(message) });
    }
    expect(rows()).toEqual([]);
  });

  it('takes updates only with a claim key the server made for the account', async () => {
    const { server, update, rows, claimKey } = await setUp();
    const owner = await server.signUp('did:plc:owner');
    const other = await server.signUp('did:plc:other');
    const ownersKey = await claimKey(owner);
    // Another account names the same red packet with the owner's key: refused.
    const stranger = await update({ ...farcaster, publicKey: ownersKey }, other);
    expect(stranger.status).toBe(403);
    expect(await stranger.json()).toEqual({ error: NOT_YOUR_CLAIM_KEY });
    // A key nobody was given: refused too.
    const invented = await update({ ...bsky, publicKey: '0x' + '1'.repeat(40) }, other);
    expect(invented.status).toBe(403);
    expect(rows()).toEqual([]);
  });

  it('lets no one own a red packet by naming its rpid first: the key the chain holds picks the strategy', async () => {
    const { server, update, claimKey } = await setUp();
    const squatter = await server.signUp('did:plc:squatter');
    const creator = await server.signUp('did:plc:creator');
    const squattersKey = await claimKey(squatter);
    const creatorsKey = await claimKey(creator);
    expect((await update({ ...farcaster, publicKey: squattersKey }, squatter)).status).toBe(200);
    // The creator's own update still lands, under the red packet and its real key.
    const answer = await update({ ...bsky, publicKey: creatorsKey }, creator);
    expect(answer.status).toBe(200);
    expect(
      server.query('SELECT rpid, public_key FROM red_packet_claim_strategies ORDER BY created_at'),
    ).toEqual([
      { rpid: RPID, public_key: squattersKey },
      { rpid: RPID, public_key: creatorsKey },
    ]);
  });

  it('makes EVM keys as addresses and Solana keys in base58, each once', async () => {
    const { server, claimKey } = await setUp();
    const token = await server.signUp();
    const evm = await claimKey(token, 'EVM');
    const solana = await claimKey(token, 'Solana');
    expect(evm).toMatch(/^0x[0-9a-fA-F]{40}$/);
    expect(solana).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/);
    expect(await claimKey(token, 'EVM')).not.toBe(evm);
    // The private halves are sealed: nothing stored reads as a key.
    const stored = server.query<{ sealed_private_key: string }>(
      'SELECT sealed_private_key FROM red_packet_keys',
    );
    expect(stored.every((row) => row.sealed_private_key.startsWith('v1.'))).toBe(true);
  });
});
