import { describe, expect, it } from 'vitest';
import { createFarcasterClientApi } from './clientApi';
import { createHubStore } from './hubStore';
import { createKeyRegistry } from './keyRegistry';
import { CHANNEL_DIRECTORY, CHANNEL_GRAPH } from './startFarcasterHub';

interface ChannelJson {
  id: string;
  url: string;
  publicCasting: boolean;
  followerCount: number;
  imageUrl: string;
  followedAt?: number;
}

const app = createFarcasterClientApi({
  store: createHubStore(),
  registry: createKeyRegistry(),
  channels: CHANNEL_DIRECTORY,
  graph: CHANNEL_GRAPH,
});
const get = async <T>(path: string, headers: Record<string, string> = {}) => {
  const answer = await app.request(`http://hub.test${path}`, { headers });
  return { status: answer.status, body: (await answer.json()) as T };
};

describe('the Farcaster client API stand-in (channels)', () => {
  it('lists every channel, and one by id with its parent URL', async () => {
    const all = await get<{ result: { channels: ChannelJson[] } }>('/v2/all-channels');
    expect(all.body.result.channels).toHaveLength(CHANNEL_DIRECTORY.length);
    const one = await get<{ result: { channel: ChannelJson } }>('/v1/channel?channelId=dev');
    expect(one.body.result.channel).toMatchObject({
      id: 'dev',
      url: 'https://warpcast.com/~/channel/dev',
      publicCasting: true,
    });
    expect((await get('/v1/channel?channelId=nope')).status).toBe(404);
  });

  it('pages the channels a fid follows, latest follow first', async () => {
    const first = await get<{ result: { channels: ChannelJson[] }; next?: { cursor: string } }>(
      '/v1/user-following-channels?fid=1&limit=10',
    );
    expect(first.body.result.channels.map((c) => c.id).slice(0, 2)).toEqual([
      'zora',
      'builders-club',
    ]);
    expect(first.body.next?.cursor).toBe('10');
    const rest = await get<{ result: { channels: ChannelJson[] }; next?: unknown }>(
      `/v1/user-following-channels?fid=1&limit=10&cursor=${first.body.next?.cursor}`,
    );
    expect(rest.body.result.channels.map((c) => c.id)).toEqual(['base', 'polycast']);
    expect(rest.body.next).toBeUndefined();
  });

  it('answers membership, and image URLs at the address the caller used', async () => {
    const member = await get<{ result: { members: { fid: number }[] } }>(
      '/fc/channel-members?channelId=builders-club&fid=1',
    );
    expect(member.body.result.members).toEqual([expect.objectContaining({ fid: 1 })]);
    const not = await get<{ result: { members: unknown[] } }>(
      '/fc/channel-members?channelId=founders&fid=1',
    );
    expect(not.body.result.members).toEqual([]);
    const proxied = await get<{ result: { channel: ChannelJson } }>('/v1/channel?channelId=art', {
      'x-forwarded-host': '127.0.0.1:4000',
    });
    expect(proxied.body.result.channel.imageUrl).toBe(
      'http://127.0.0.1:4000/v1/sandbox/channel-images/art.png',
    );
  });
});
