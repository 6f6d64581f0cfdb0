import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { channelSchema } from '@/domain/composer/model/channel';
import { sandbox } from '../sandbox/sandboxClient';
import { startComposerServer, type ComposerTestServer } from './composerServerKit';

interface Channel {
  id: string;
  name: string;
  parentUrl?: string;
  followerCount?: number;
  unavailable: boolean;
  source: string;
}

let server: ComposerTestServer;
beforeAll(async () => {
  server = await startComposerServer();
});
afterAll(() => server.close());

const channels = async (path: string) => {
  const answer = await server.call('GET', `/api/channels/${path}`);
  expect(answer.status, answer.text).toBe(200);
  const list = (answer.body as { data: { channels: Channel[] } }).data.channels;
  // Every answer reads as the composer model's Channel.
  for (const channel of list)
    expect(channelSchema.safeParse(channel).success, channel.id).toBe(true);
  return list;
};
const demoFid = () => String(sandbox().demo?.farcaster.fid);
const demoLens = () => sandbox().demo?.lens?.account ?? '';

describe('Farcaster channels (composer.md §7.7)', () => {
  it('lists the first 10 channels the profile follows, latest first, without the ones it cannot cast in', async () => {
    const own = await channels(`farcaster/profile/${demoFid()}`);
    const ids = own.map((c) => c.id);
    // Twelve followed; the first ten asked for; `founders` is members-only and the demo is no member.
    expect(ids).toEqual([
      'zora',
      'builders-club',
      'gm',
      'frames',
      'memes',
      'photography',
      'music',
      'art',
      'dev',
    ]);
    expect(own[0]).toMatchObject({
      parentUrl: 'https://warpcast.com/~/channel/zora',
      source: 'Farcaster',
      unavailable: false,
    });
  });

  it('merges the first 10 of the profile’s channels with discover, each once', async () => {
    const suggested = await channels(`farcaster/suggested?profileId=${demoFid()}`);
    const ids = suggested.map((c) => c.id);
    expect(ids.slice(0, 9)).toEqual([
      'zora',
      'builders-club',
      'gm',
      'frames',
      'memes',
      'photography',
      'music',
      'art',
      'dev',
    ]);
    expect(new Set(ids).size).toBe(ids.length);
    // From discover, most followed first: base (98k) is not among the first 10 followed.
    expect(ids.slice(9)).toContain('base');
    expect(ids).not.toContain('founders');
  });

  it('discovers by follower count, and members-only channels only for their members', async () => {
    const anyone = await channels('farcaster/discover');
    expect(anyone[0]?.id).toBe('base');
    expect(anyone.map((c) => c.id)).not.toContain('founders');
    expect(anyone.map((c) => c.id)).not.toContain('builders-club');
    const member = await channels('farcaster/discover?profileId=2&limit=50');
    expect(member.map((c) => c.id)).toEqual(expect.arrayContaining(['founders', 'builders-club']));
  });

  it('searches by id and name, and reads one channel with its availability', async () => {
    expect(
      (await channels(`farcaster/search?q=build&profileId=${demoFid()}`)).map((c) => c.id),
    ).toEqual(['builders-club']);
    expect((await channels('farcaster/search?q=/photo')).map((c) => c.id)).toEqual(['photography']);
    const founders = await server.call(
      'GET',
      `/api/channels/Farcaster/channel/founders?profileId=${demoFid()}`,
    );
    expect(founders.body).toMatchObject({
      code: 0,
      data: { channel: { id: 'founders', unavailable: true } },
    });
    expect((await server.call('GET', '/api/channels/farcaster/channel/nope')).status).toBe(404);
  });
});

describe('Lens groups as channels', () => {
  it('lists the account’s groups, and discovers only the groups it may post in', async () => {
    const own = await channels(`lens/profile/${demoLens()}`);
    expect(own.map((c) => c.name).sort()).toEqual(['generative-art', 'polycast']);
    expect(own[0]).toMatchObject({
      source: 'Lens',
      unavailable: false,
      parentUrl: expect.stringMatching(/^0x/),
    });
    const discover = await channels(`lens/discover?profileId=${demoLens()}`);
    expect(discover.map((c) => c.name)).not.toContain('rollup-research');
    const anyone = await channels('lens/discover');
    expect(anyone.map((c) => c.name)).toContain('rollup-research');
    expect(anyone.every((c) => (c.followerCount ?? 0) >= 1)).toBe(true);
  });

  it('searches groups, reads one by address', async () => {
    const found = await channels('lens/search?q=rollup');
    expect(found.map((c) => c.name)).toEqual(['rollup-research']);
    const one = await server.call(
      'GET',
      `/api/channels/lens/channel/${found[0]?.id}?profileId=${demoLens()}`,
    );
    expect(one.body).toMatchObject({
      data: { channel: { name: 'rollup-research', unavailable: true } },
    });
  });
});

describe('bad input', () => {
  it('answers 400 for bad ids and queries, 404 for a network without channels', async () => {
    for (const path of [
      'farcaster/profile/abc',
      'lens/profile/0x123',
      'farcaster/search',
      'farcaster/discover?limit=500',
      'farcaster/discover?profileId=-1',
      'lens/channel/not-an-address',
    ]) {
      const answer = await server.call('GET', `/api/channels/${path}`);
      expect(answer.status, path).toBe(400);
      expect(answer.body).toEqual({ code: 400, error: expect.any(String) });
    }
    expect((await server.call('GET', '/api/channels/bsky/discover')).status).toBe(404);
  });
});
