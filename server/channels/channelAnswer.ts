/**
 * A channel as the server answers it: the composer model's Channel
 * (composer.md §3.7, `src/domain/composer/model/channel.ts`). For
 * Farcaster `parentUrl` is the URL a cast in the channel carries; for Lens
 * it is the group's feed address a post in the group is sent to.
 */
export interface ChannelAnswer {
  id: string;
  name: string;
  /** What the channel is about, when it says (a channel's page shows it). */
  description?: string;
  imageUrl?: string;
  url?: string;
  parentUrl?: string;
  followerCount?: number;
  /** Who runs the channel (Farcaster's lead), by their id on its network; a tip on the channel's page goes to them. */
  hostId?: string;
  /** Unix milliseconds: when the channel was created. */
  timestamp?: number;
  /** True when the viewer cannot post there (members only, and not a member). */
  unavailable: boolean;
  blocked: boolean;
  source: 'Farcaster' | 'Lens';
}
