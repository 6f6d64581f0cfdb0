/**
 * Where the composer's server-side reads go (composer.md §7.7): Farcaster's
 * hub and client API (channels, user search), Lens's API, a public Bluesky
 * AppView, X's API. Asked per request: the sandbox may come up after the server.
 */
export interface ComposerNetworks {
  farcaster?: { hub: string; clientApi: string };
  lens?: { api: string };
  /** An AppView that answers reads without a session (`app.bsky.actor.searchActors`). */
  bsky?: { appView: string };
  x?: { apiUrl: string };
}

/** The public networks, for a server not running against the sandbox. */
export const PUBLIC_COMPOSER_NETWORKS: ComposerNetworks = {
  farcaster: { hub: 'https://hub.pinata.cloud', clientApi: 'https://api.farcaster.xyz' },
  lens: { api: 'https://api.lens.xyz/graphql' },
  bsky: { appView: 'https://public.api.bsky.app' },
  x: { apiUrl: 'https://api.x.com' },
};
