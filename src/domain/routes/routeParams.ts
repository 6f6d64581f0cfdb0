import { z } from 'zod/mini';
import { POST_SOURCE_SLUGS, type PostSourceSlug } from '../networks';
import { EXPLORE_TABS, type ExploreTab } from './exploreTabs';
import { defaultPostDetailTab, POST_DETAIL_TABS, type PostDetailSource } from './postDetailTabs';

/**
 * Zod schemas for every route's path params and search. Path params that do
 * not parse make the route "not found"; search values that do not parse fall
 * back to their default (docs/decisions.md, "Bad route params").
 */

/** Accepts any letter case (`/following/Farcaster`) and yields the lower-case slug. */
function slugOf<const T extends readonly [string, ...string[]]>(values: T) {
  return z.pipe(z.string().check(z.toLowerCase()), z.enum(values));
}

/** Matches a value against a fixed list, ignoring case, and yields the list's spelling. */
function oneOfIgnoringCase(allowed: readonly string[], error: string) {
  return z.pipe(
    z.string(),
    z.transform((raw, ctx) => {
      const found = allowed.find((value) => value.toLowerCase() === raw.toLowerCase());
      if (found === undefined) {
        ctx.issues.push({ code: 'custom', message: error, input: raw });
        return z.NEVER;
      }
      return found;
    }),
  );
}

/**
 * An optional search value. The router reads `?x=12` as the number 12, so
 * numbers are taken as text; anything unusable becomes undefined.
 */
function searchText(max: number) {
  return z.catch(
    z.optional(
      z.pipe(
        z.union([z.string(), z.number()]),
        z.pipe(z.transform(String), z.string().check(z.maxLength(max))),
      ),
    ),
    undefined,
  );
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

// The tabs themselves live apart (Explore's screen needs them without these schemas).
export { EXPLORE_TABS, type ExploreTab };
export const exploreTabSchema = slugOf(Object.keys(EXPLORE_TABS) as [ExploreTab, ...ExploreTab[]]);

export function exploreSourceSchema(tab: ExploreTab) {
  return slugOf(EXPLORE_TABS[tab].sources as readonly [PostSourceSlug, ...PostSourceSlug[]]);
}

/** Explore's words (`?q=`), kept in the address so a hashtag's link and Back find them again. */
export const exploreSearchSchema = z.object({ q: searchText(200) });

// The tabs themselves live apart (a link to a post needs them without these schemas).
export { defaultPostDetailTab, POST_DETAIL_TABS, type PostDetailSource };
export const postDetailSourceSchema = slugOf(
  Object.keys(POST_DETAIL_TABS) as [PostDetailSource, ...PostDetailSource[]],
);

export function postDetailTabSchema(source: PostDetailSource) {
  const tabs: readonly string[] = POST_DETAIL_TABS[source];
  return oneOfIgnoringCase(tabs.length > 0 ? tabs : ['Likes'], `Unknown tab for ${source}`);
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
  return oneOfIgnoringCase(PROFILE_CATEGORIES[source], `Unknown category for ${source}`);
}

/** A path segment that names something: not empty, no surrounding spaces. */
export const idSchema = z.string().check(z.trim(), z.minLength(1), z.maxLength(300));

/** EVM address, ENS-style name or Solana address. */
export const walletAddressSchema = z
  .string()
  .check(
    z.regex(
      /^(0x[0-9a-fA-F]{40}|[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,}|[1-9A-HJ-NP-Za-km-z]{32,44})$/,
      'Not a wallet address or name',
    ),
  );

/** The photo index as a path segment (kept a string in route params). */
export const photoIndexParamSchema = z
  .string()
  .check(z.regex(/^\d{1,3}$/, 'Photo index must be a number'));
export const photoIndexSchema = z.pipe(photoIndexParamSchema, z.transform(Number));

export const farcasterHashSchema = z
  .string()
  .check(z.regex(/^0x[0-9a-fA-F]{8,64}$/, 'Not a cast hash'));

/** A cast as the app names it: its author's fid and its hash (`2:0x…`). */
export const farcasterCastIdSchema = z
  .string()
  .check(z.regex(/^\d+:0x[0-9a-fA-F]{40}$/, 'Not a cast id'));

export const chainIdParamSchema = z.string().check(z.regex(/^\d+$/, 'Chain id must be a number'));

export const draftSearchSchema = z.object({
  tab: z.catch(
    z.optional(
      z.pipe(
        z.string(),
        z.transform((raw): DraftTab => (raw.toLowerCase() === 'scheduled' ? 'Scheduled' : 'Draft')),
      ),
    ),
    undefined,
  ),
});
export type DraftTab = 'Draft' | 'Scheduled';

export const SPARKS_ELIGIBILITY = ['KOL', 'Fans', 'No'] as const;
export type SparksEligibility = (typeof SPARKS_ELIGIBILITY)[number];
export const sparksSearchSchema = z.object({
  eligible: z.catch(z.optional(z.enum(SPARKS_ELIGIBILITY)), undefined),
});

export const profileSearchSchema = z.object({
  source: z.catch(z.optional(z.enum(['Wallet'])), undefined),
  /** A wallet profile's transaction to point at (its hash or signature). */
  tx: z.catch(z.optional(z.string().check(z.regex(/^[0-9A-Za-z]{1,128}$/))), undefined),
});

export const photosSearchSchema = z.object({ hiddenTabs: searchText(200) });

export const signupSearchSchema = z.object({ step: searchText(40) });

export const tokenSearchSchema = z.object({
  chainId: z.catch(z.optional(z.pipe(z.coerce.number(), z.int().check(z.positive()))), undefined),
});

export const txSearchSchema = z.object({ view: searchText(40) });

export const redPacketDetailSearchSchema = z.object({
  rpid: searchText(100),
  networkType: searchText(40),
  _FINAL_VIEW_: z.catch(z.optional(z.union([z.string(), z.boolean()])), undefined),
});
