import { POST_SOURCE_SLUGS, type PostSourceSlug } from '../networks';

/**
 * Explore tabs, the sources each offers and the default one (docs/decisions.md;
 * posts open on Bluesky, since Farcaster's hubs cannot search posts).
 */
export const EXPLORE_TABS = {
  posts: { sources: POST_SOURCE_SLUGS, defaultSource: 'bsky' },
  people: { sources: POST_SOURCE_SLUGS, defaultSource: 'farcaster' },
  channels: { sources: ['farcaster', 'lens'], defaultSource: 'farcaster' },
} as const satisfies Record<
  string,
  { sources: readonly PostSourceSlug[]; defaultSource: PostSourceSlug | null }
>;
export type ExploreTab = keyof typeof EXPLORE_TABS;
