/** The networks a post can go to, by the contract values the app sends (composer.md §1). */
export const POST_PLATFORMS = ['Farcaster', 'Lens', 'Twitter', 'Bsky'] as const;
export type PostPlatform = (typeof POST_PLATFORMS)[number];
