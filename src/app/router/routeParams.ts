import { z } from 'zod';
import { POST_SOURCE_SLUGS, type PostSourceSlug, type SourceSlug } from '../sources';

/**
 * Zod schemas for every route's path params and search. Path params that do
 * not parse make the route "not found"; search values that do not parse fall
 * back to their default (docs/decisions.md, "Bad route params").
 */

/** Accepts any letter case (`/following/Farcaster`) and yields the lower-case slug. */
function slugOf<const T extends readonly [string, ...string[]]>(values: T) {
  return z
    .string()
    .transform((s) => s.toLowerCase())
    .pipe(z.enum(values));
}

export const postSourceSlugSchema = slugOf(POST_SOURCE_SLUGS);

export const PROFILE_SOURCE_SLUGS = [...POST_SOURCE_SLUGS, 'wallet', 'walletmix'] as const;
export const profileSourceSlugSchema = slugOf(PROFILE_SOURCE_SLUGS);

export const NOTIFICATION_TABS = ['general', 'farcaster', 'bsky', 'lens'] as const;
export type NotificationTab = (typeof NOTIFICATION_TABS)[number];
export const notificationTabSchema = slugOf(NOTIFICATION_TABS);

export const BOOKMARK_SOURCES = ['farcaster', 'bsky', 'lens', 'twitter', 'article'] as const;
export type BookmarkSource = (typeof BOOKMARK_SOURCES)[number];
export const bookmarkSourceSchema = slugOf(BOOKMARK_SOURCES);

/** Explore tabs, the sources each offers and the default one (docs/decisions.md). */
export const EXPLORE_TABS = {
  posts: { sources: POST_SOURCE_SLUGS, defaultSource: 'farcaster' },
  people: { sources: POST_SOURCE_SLUGS, defaultSource: 'farcaster' },
  channels: { sources: ['farcaster', 'lens'], defaultSource: 'farcaster' },
} as const satisfies Record<
  string,
  { sources: readonly PostSourceSlug[]; defaultSource: PostSourceSlug | null }
>;
export type ExploreTab = keyof typeof EXPLORE_TABS;
export const exploreTabSchema = slugOf(Object.keys(EXPLORE_TABS) as [ExploreTab, ...ExploreTab[]]);

export function exploreSourceSchema(tab: ExploreTab) {
  return slugOf(EXPLORE_TABS[tab].sources as readonly [PostSourceSlug, ...PostSourceSlug[]]);
}

/** Post detail tabs per source; the first is the default (composer.md §2.1). */
export const POST_DETAIL_TABS = {
  farcaster: ['Comments', 'Recasts', 'Quotes', 'Likes'],
  lens: ['Comments', 'Mirrors', 'Quotes', 'Likes'],
  twitter: ['Comments', 'Quotes', 'Likes'],
  bsky: ['Comments', 'Reposts', 'Quotes', 'Likes'],
  article: [],
} as const satisfies Record<string, readonly string[]>;
export type PostDetailSource = keyof typeof POST_DETAIL_TABS;
export const postDetailSourceSchema = slugOf(
  Object.keys(POST_DETAIL_TABS) as [PostDetailSource, ...PostDetailSource[]],
);

export function defaultPostDetailTab(source: PostDetailSource): string {
  return POST_DETAIL_TABS[source][0] ?? 'Likes';
}

export function postDetailTabSchema(source: PostDetailSource) {
  const tabs: readonly string[] = POST_DETAIL_TABS[source];
  const allowed = tabs.length > 0 ? tabs : ['Likes'];
  return z
    .string()
    .transform((raw) => allowed.find((tab) => tab.toLowerCase() === raw.toLowerCase()))
    .pipe(z.string({ error: `Unknown tab for ${source}` }));
}

/** Profile categories: Wallet's come from the spec, the rest are ours (docs/decisions.md). */
export const PROFILE_CATEGORIES = {
  farcaster: ['feed', 'replies', 'likes', 'channels'],
  lens: ['feed', 'replies', 'collected'],
  twitter: ['feed', 'replies', 'media'],
  bsky: ['feed', 'replies', 'media', 'likes'],
  wallet: ['Activities', 'NFTs', 'Transactions', 'Bets'],
  walletmix: ['Activities', 'NFTs', 'Transactions', 'Bets'],
} as const satisfies Record<(typeof PROFILE_SOURCE_SLUGS)[number], readonly string[]>;

export function profileCategorySchema(source: keyof typeof PROFILE_CATEGORIES) {
  const categories: readonly string[] = PROFILE_CATEGORIES[source];
  return z
    .string()
    .transform((raw) => categories.find((c) => c.toLowerCase() === raw.toLowerCase()))
    .pipe(z.string({ error: `Unknown category for ${source}` }));
}

/** A path segment that names something: not empty, no surrounding spaces. */
export const idSchema = z.string().trim().min(1).max(300);

/** EVM address, ENS-style name or Solana address. */
export const walletAddressSchema = z
  .string()
  .regex(
    /^(0x[0-9a-fA-F]{40}|[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,}|[1-9A-HJ-NP-Za-km-z]{32,44})$/,
    'Not a wallet address or name',
  );

/** The photo index as a path segment (kept a string in route params). */
export const photoIndexParamSchema = z.string().regex(/^\d{1,3}$/, 'Photo index must be a number');
export const photoIndexSchema = photoIndexParamSchema.transform(Number);

export const farcasterHashSchema = z.string().regex(/^0x[0-9a-fA-F]{8,64}$/, 'Not a cast hash');

export const draftSearchSchema = z.object({
  tab: z
    .string()
    .transform((raw) => (raw.toLowerCase() === 'scheduled' ? 'Scheduled' : 'Draft'))
    .pipe(z.enum(['Draft', 'Scheduled']))
    .optional()
    .catch(undefined),
});
export type DraftTab = 'Draft' | 'Scheduled';

export const SPARKS_ELIGIBILITY = ['KOL', 'Fans', 'No'] as const;
export type SparksEligibility = (typeof SPARKS_ELIGIBILITY)[number];
export const sparksSearchSchema = z.object({
  eligible: z.enum(SPARKS_ELIGIBILITY).optional().catch(undefined),
});

export const profileSearchSchema = z.object({
  source: z.enum(['Wallet']).optional().catch(undefined),
});

export const photosSearchSchema = z.object({
  hiddenTabs: z.string().max(200).optional().catch(undefined),
});

export const signupSearchSchema = z.object({
  step: z.string().max(40).optional().catch(undefined),
});

export const tokenSearchSchema = z.object({
  chainId: z.coerce.number().int().positive().optional().catch(undefined),
});

export const txSearchSchema = z.object({
  view: z.string().max(40).optional().catch(undefined),
});

export const redPacketDetailSearchSchema = z.object({
  rpid: z.string().max(100).optional().catch(undefined),
  networkType: z.string().max(40).optional().catch(undefined),
  _FINAL_VIEW_: z.string().optional().catch(undefined),
});

export type { SourceSlug };
