import { FarcasterNetwork } from '@farcaster/core';
import { serveApp, type ServedApp } from '../serveApp';
import { createHubApi, type Channel } from './hubApi';
import { createHubStore } from './hubStore';
import { createKeyRegistry } from './keyRegistry';

/** The sandbox's hub speaks for the devnet: messages for another network are refused. */
export const SANDBOX_FARCASTER_NETWORK = FarcasterNetwork.DEVNET;

const channel = (
  id: string,
  name: string,
  description: string,
  followerCount: number,
): Channel => ({
  id,
  url: `https://warpcast.com/~/channel/${id}`,
  name,
  description,
  followerCount,
});

export const SEEDED_CHANNELS: readonly Channel[] = [
  channel('polycast', 'Polycast', 'Compose once, post everywhere', 1200),
  channel('base', 'Base', 'Onchain summer, all year', 98_000),
  channel('dev', 'Developers', 'Builders talking shop', 45_000),
  channel('art', 'Art', 'Made by hand, minted on chain', 23_000),
];

export async function startFarcasterHub(): Promise<ServedApp> {
  return serveApp(
    createHubApi({
      store: createHubStore(),
      registry: createKeyRegistry(),
      network: SANDBOX_FARCASTER_NETWORK,
      channels: SEEDED_CHANNELS,
    }),
  );
}
