import { FarcasterNetwork } from '@farcaster/core';
import { serveApp, type ServedApp } from '../serveApp';
import { createCastMediaRoutes } from './castMediaRoutes';
import { createFarcasterClientApi, type ChannelSocialGraph, type ClientChannel } from './clientApi';
import { createHubApi, type Channel } from './hubApi';
import { createHubStore, type HubStore } from './hubStore';
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

/** Channels no seeded cast is in: the client API's directory holds them too. */
const MORE_CHANNELS: readonly Channel[] = [
  channel('music', 'Music', 'What are you listening to?', 31_000),
  channel('photography', 'Photography', 'Light, chains and lenses', 27_500),
  channel('memes', 'Memes', 'Posting through it', 88_000),
  channel('frames', 'Frames', 'Interactive posts and mini apps', 12_400),
  channel('gm', 'gm', 'Good morning, every morning', 54_000),
  channel('zora', 'Zora', 'Mint what you make', 19_800),
  channel('books', 'Books', 'Reading lists and reviews', 8_700),
  channel('food', 'Food', 'Cooking and eating, mostly eating', 15_200),
  channel('founders', 'Founders', 'Members only: company builders', 6_300),
  channel('builders-club', 'Builders Club', 'Members only: weekly demos', 2_100),
];

/** Channels whose casts only members may send (the client API's `publicCasting: false`). */
const MEMBERS_ONLY = new Set(['founders', 'builders-club']);

/**
 * The Farcaster client's channel directory: every channel with its lead
 * (fid 2), created a week apart, and whether non-members may cast.
 */
export const CHANNEL_DIRECTORY: readonly ClientChannel[] = [
  ...SEEDED_CHANNELS,
  ...MORE_CHANNELS,
].map((c, i) => ({
  id: c.id,
  url: c.url,
  name: c.name,
  description: c.description,
  leadFid: 2,
  moderatorFids: [2],
  createdAt: 1_704_067_200 + i * 7 * 86_400,
  followerCount: c.followerCount,
  memberCount: 0,
  publicCasting: !MEMBERS_ONLY.has(c.id),
}));

/**
 * Who follows which channel and who are members. The demo person (fid 1)
 * follows twelve channels, one of them members-only without being a member
 * (so it cannot cast there), and is a member of the other members-only one.
 * A few of the people the demo follows follow channels too.
 */
export const CHANNEL_GRAPH: ChannelSocialGraph = {
  follows: new Map([
    [
      1,
      [
        'polycast',
        'base',
        'dev',
        'art',
        'music',
        'photography',
        'memes',
        'founders',
        'frames',
        'gm',
        'builders-club',
        'zora',
      ],
    ],
    [2, ['polycast', 'dev', 'founders', 'builders-club']],
    [3, ['base', 'memes']],
    // Mina (mint_maker) and Lena (lens_lena): a profile's Channels tab shows theirs.
    [4, ['zora', 'art']],
    [6, ['art', 'photography']],
  ]),
  members: new Map([
    ['founders', [2, 3]],
    ['builders-club', [1, 2]],
  ]),
};

/**
 * The hub, with the Farcaster client API's channel and user-search reads and
 * the seeded casts' files on the same server. Its store is handed back for
 * tests that put in what no client could send.
 */
export async function startFarcasterHub(): Promise<ServedApp & { store: HubStore }> {
  const store = createHubStore();
  const registry = createKeyRegistry();
  const hub = createHubApi({
    store,
    registry,
    network: SANDBOX_FARCASTER_NETWORK,
    channels: SEEDED_CHANNELS,
  });
  hub.route(
    '/',
    createFarcasterClientApi({
      store,
      registry,
      channels: CHANNEL_DIRECTORY,
      graph: CHANNEL_GRAPH,
    }),
  );
  hub.route('/', createCastMediaRoutes());
  return { ...(await serveApp(hub)), store };
}
