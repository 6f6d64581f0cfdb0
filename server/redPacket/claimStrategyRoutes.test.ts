import { describe, expect, it } from 'vitest';
import { testServersClosedAfterEach } from '../testing/startTestServer';

const testServers = testServersClosedAfterEach();

async function setUp() {
  const server = await testServers.start();
  const update = (body: unknown, token?: string) =>
    server.postJson('/api/red-packet/claim-strategy', body, token);
  const rows = () =>
    server.query<{ rpid: string; posts: string }>(
      'SELECT rpid, posts FROM red_packet_claim_strategies',
    );
  return { server, update, rows };
}

const RPID = '0x6f1c2a3b4c5d6e7f8091a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f7';
const bsky = {
  rpid: RPID,
  publicKey: '0x02a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f90',
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
    const { server, update, rows } = await setUp();
    const token = await server.signUp();
    const first = await update(bsky, token);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ code: 0, data: bsky });

    const second = await update(farcaster, token);
    expect(await second.json()).toEqual({
      code: 0,
      data: {
        rpid: RPID,
        publicKey: bsky.publicKey,
        posts: [...bsky.posts, ...farcaster.posts],
        platforms: [...bsky.platforms, ...farcaster.platforms],
        postOn: [...bsky.postOn, ...farcaster.postOn],
      },
    });
    // A retried update changes nothing.
    const again = (await (await update(farcaster, token)).json()) as { data: { posts: unknown[] } };
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
    const { server, update, rows } = await setUp();
    const token = await server.signUp();
    const cases: [unknown, string][] = [
      ['nope', 'body: not JSON'],
      [{ ...bsky, rpid: 'two words' }, 'rpid: must be one token'],
      [{ ...bsky, posts: [] }, 'posts'],
      [{ ...bsky, posts: [{ platform: 'Myspace', postId: '1' }] }, 'posts.0.platform'],
      [{ ...bsky, platforms: [{ platformName: 'Lens' }] }, 'platforms.0.platformId'],
      [{ ...bsky, postOn: [{ platform: 'Bsky', postId: 'x' }] }, 'postOn.0.handle'],
      [{ ...bsky, publicKey: undefined }, 'publicKey'],
    ];
    for (const [bad, message] of cases) {
      const answer = await update(bad, token);
      expect(answer.status).toBe(400);
      expect(await answer.json()).toEqual({ error: expect.stringContaining(message) });
    }
    expect(rows()).toEqual([]);
  });

  it('keeps a red packet to the account that set it, and its public key unchanged', async () => {
    const { server, update } = await setUp();
    const owner = await server.signUp('did:plc:owner');
    const other = await server.signUp('did:plc:other');
    await update(bsky, owner);
    const stranger = await update(farcaster, other);
    expect(stranger.status).toBe(403);
    expect(await stranger.json()).toEqual({
      error: 'This red packet belongs to another Polycast account.',
    });
    const rekeyed = await update({ ...farcaster, publicKey: '0x03ff' }, owner);
    expect(rekeyed.status).toBe(409);
    const stored = (await (await update(bsky, owner)).json()) as { data: { posts: unknown[] } };
    expect(stored.data.posts).toEqual(bsky.posts);
  });
});
