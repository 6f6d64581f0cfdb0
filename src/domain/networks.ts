/** The networks a post can go to, with their contract values (composer.md §1). */
export const POST_SOURCES = ['Farcaster', 'Lens', 'Twitter', 'Bsky'] as const;
export type PostSource = (typeof POST_SOURCES)[number];

/** Every source value, including identities that are not post targets. */
export type Source = PostSource | 'Article' | 'Wallet' | 'WalletMix';

/** Route slugs: the networks' own names, lower case. */
export const SOURCE_SLUGS = {
  Farcaster: 'farcaster',
  Lens: 'lens',
  Twitter: 'twitter',
  Bsky: 'bsky',
  Article: 'article',
  Wallet: 'wallet',
  WalletMix: 'walletmix',
} as const satisfies Record<Source, string>;

export type SourceSlug = (typeof SOURCE_SLUGS)[Source];
export type PostSourceSlug = (typeof SOURCE_SLUGS)[PostSource];

export const POST_SOURCE_SLUGS = POST_SOURCES.map((s) => SOURCE_SLUGS[s]) as [
  PostSourceSlug,
  ...PostSourceSlug[],
];

const SOURCE_BY_SLUG = new Map<string, Source>(
  Object.entries(SOURCE_SLUGS).map(([source, slug]) => [slug, source as Source]),
);

export function sourceFromSlug(slug: SourceSlug): Source {
  const source = SOURCE_BY_SLUG.get(slug);
  if (!source) throw new Error(`Unknown source slug ${slug}`);
  return source;
}

/** How a source is named to people. */
export const SOURCE_LABELS: Record<Source, string> = {
  Farcaster: 'Farcaster',
  Lens: 'Lens',
  Twitter: 'X',
  Bsky: 'Bluesky',
  Article: 'Articles',
  Wallet: 'Wallet',
  WalletMix: 'Wallet',
};

/**
 * A network's name with its article, as a sentence says it: 'a Lens', 'an
 * X' (said 'ex'). By the first letter: right for the names the app has.
 */
export const aNetwork = (label: string): string =>
  (/^[AEIOUX]/.test(label) ? 'an' : 'a') + ` ${label}`;
