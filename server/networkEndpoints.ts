/**
 * Where the app reaches each network from the browser. X is absent: the app
 * reaches X only through this server (`/api/x/…`).
 */
export interface NetworkEndpoints {
  bsky: { service: string; video: { url: string; did: string } };
  farcaster: { hub: string; network: 'mainnet' | 'testnet' | 'devnet' };
  lens: { api: string; storage: string };
  /**
   * The GIF provider the picker searches (composer.md §2.5, §7.7: Tenor's
   * search shape) and the key it sends; absent when none is configured.
   */
  gifs?: { provider: 'tenor'; search: string; key: string };
  /**
   * A second GIF provider in Giphy's search shape (`/v1/gifs/search`): X
   * takes GIFs from Giphy only (composer.md §2.5, §5.3). Absent when none.
   */
  giphy?: { provider: 'giphy'; search: string; key: string };
  /**
   * These are the sandbox's own networks: their posts have no page on the
   * public sites, so the app links to its own post page instead.
   */
  sandbox?: boolean;
}

/** The public networks, for a server that is not running against the sandbox. */
export const PUBLIC_NETWORKS: NetworkEndpoints = {
  bsky: {
    service: 'https://bsky.social',
    video: { url: 'https://video.bsky.app', did: 'did:web:video.bsky.app' },
  },
  farcaster: { hub: 'https://hub.pinata.cloud', network: 'mainnet' },
  lens: { api: 'https://api.lens.xyz/graphql', storage: 'https://api.grove.storage' },
};
