import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFarcasterHub } from '../../sandbox/farcaster/startFarcasterHub';
import type { ServedApp } from '../../sandbox/serveApp';
import type { ComposerNetworks } from '../composer/composerNetworks';
import { createRateLimiter } from '../http/rateLimiter';
import { RATE_LIMITS } from '../http/rateLimitPolicies';
import { openServerDatabase } from '../storage/openServerDatabase';
import { createChannelRoutes } from './channelRoutes';

let hub: ServedApp;
beforeAll(async () => {
  hub = await startFarcasterHub();
});
afterAll(() => hub.close());

const routes = (networks: ComposerNetworks | undefined) =>
  createChannelRoutes({
    networks: () => networks,
    limiter: createRateLimiter(openServerDatabase()),
    limits: RATE_LIMITS,
  });
const json = async (answer: Response) => ({
  status: answer.status,
  body: (await answer.json()) as unknown,
});

describe('channel routes', () => {
  it('answers the Farcaster client API’s channels in the composer’s shape', async () => {
    const app = routes({ farcaster: { hub: hub.url, clientApi: hub.url } });
    const { status, body } = await json(await app.request('/farcaster/discover?limit=2'));
    expect(status).toBe(200);
    expect(body).toEqual({
      code: 0,
      data: {
        channels: [
          expect.objectContaining({
            id: 'base',
            source: 'Farcaster',
            followerCount: expect.any(Number),
            timestamp: expect.any(Number),
          }),
          expect.objectContaining({ id: 'memes' }),
        ],
      },
    });
  });

  it('names who runs a Farcaster channel (its lead) when it answers one channel', async () => {
    const app = routes({ farcaster: { hub: hub.url, clientApi: hub.url } });
    const { status, body } = await json(await app.request('/farcaster/channel/polycast'));
    expect(status).toBe(200);
    expect(body).toEqual({
      code: 0,
      data: { channel: expect.objectContaining({ id: 'polycast', hostId: '2' }) },
    });
  });

  it('answers 503 when the network is not configured and 502 when it cannot be reached', async () => {
    expect(await json(await routes({}).request('/farcaster/discover'))).toEqual({
      status: 503,
      body: { code: 503, error: 'farcaster is not configured on this server' },
    });
    const down = routes({
      farcaster: { hub: 'http://127.0.0.1:1', clientApi: 'http://127.0.0.1:1' },
      lens: { api: 'http://127.0.0.1:1/graphql' },
    });
    expect(await json(await down.request('/farcaster/search?q=dev'))).toEqual({
      status: 502,
      body: { code: 502, error: 'Farcaster could not be reached' },
    });
    expect((await down.request('/lens/discover')).status).toBe(502);
  });
});
