import {
  SOURCE_LABELS,
  SOURCE_SLUGS,
  sourceFromSlug,
  type PostSource,
  type PostSourceSlug,
} from '@/domain/networks';
import { EXPLORE_TABS, type ExploreTab } from '@/domain/routes/exploreTabs';

/**
 * What each network can answer on each Explore tab (docs/decisions.md
 * "Explore tabs"): whether it searches there at all, and whether, asked
 * with no words, it lists suggestions of its own (Lens's best-ranked
 * accounts and newest groups, Farcaster's most followed channels). A
 * network missing from a tab cannot search it: hubs have no post search.
 */
export const EXPLORE_REACH: Record<
  ExploreTab,
  Partial<Record<PostSource, { suggests: boolean }>>
> = {
  posts: { Lens: { suggests: false }, Twitter: { suggests: false }, Bsky: { suggests: false } },
  people: {
    Farcaster: { suggests: false },
    Lens: { suggests: true },
    Twitter: { suggests: false },
    Bsky: { suggests: false },
  },
  channels: { Farcaster: { suggests: true }, Lens: { suggests: true } },
};

/** How tabs are named to people. */
export const EXPLORE_TAB_LABELS: Record<ExploreTab, string> = {
  posts: 'Posts',
  people: 'People',
  channels: 'Channels',
};

/** What the screen shows under the search field. */
export type ExploreView =
  /** The network cannot search this tab. */
  | { kind: 'cannot' }
  /** No account on the network to search as. */
  | { kind: 'connect' }
  /** No words, and the network suggests nothing without them. */
  | { kind: 'hint' }
  /** The network's answer for the words: what it found, or with none its suggestions. */
  | { kind: 'results'; words: string; suggestions: boolean };

/** The words a search asks for: the address's `q`, trimmed. */
export const exploreWords = (q: string | undefined) => (q ?? '').trim();

/**
 * What a tab on a network shows for the words: a network that cannot
 * search it says so whatever else holds; then an account there is needed
 * (networks answer as someone); then, without words, its suggestions or a
 * hint to type.
 */
export function exploreView(
  tab: ExploreTab,
  source: PostSource,
  q: string | undefined,
  hasAccount: boolean,
): ExploreView {
  const reach = EXPLORE_REACH[tab][source];
  if (!reach) return { kind: 'cannot' };
  if (!hasAccount) return { kind: 'connect' };
  const words = exploreWords(q);
  if (words) return { kind: 'results', words, suggestions: false };
  return reach.suggests ? { kind: 'results', words, suggestions: true } : { kind: 'hint' };
}

/** The search field's name: "Search posts on Bluesky". */
export const searchLabel = (tab: ExploreTab, source: PostSource) =>
  `Search ${tab} on ${SOURCE_LABELS[source]}`;

/** An Explore page's address, with the words when there are some. */
export function explorePath(tab: ExploreTab, source: PostSource, words: string): string {
  const q = words.trim();
  return `/explore/${tab}/${SOURCE_SLUGS[source]}${q ? `?q=${encodeURIComponent(q)}` : ''}`;
}

/** The networks a tab offers, in the order the tab lists them. */
export const exploreSources = (tab: ExploreTab): PostSource[] =>
  (EXPLORE_TABS[tab].sources as readonly PostSourceSlug[]).map(
    (slug) => sourceFromSlug(slug) as PostSource,
  );

/** The tabs a network has (Channels only where it has channels), in the order they are shown. */
export const exploreTabsOf = (source: PostSource): ExploreTab[] =>
  (Object.keys(EXPLORE_TABS) as ExploreTab[]).filter((tab) => exploreSources(tab).includes(source));
