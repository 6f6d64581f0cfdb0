/** Post detail tabs per source; the first is the default (composer.md §2.1). */
export const POST_DETAIL_TABS = {
  farcaster: ['Comments', 'Recasts', 'Quotes', 'Likes'],
  lens: ['Comments', 'Mirrors', 'Quotes', 'Likes'],
  twitter: ['Comments', 'Quotes', 'Likes'],
  bsky: ['Comments', 'Reposts', 'Quotes', 'Likes'],
  article: [],
} as const satisfies Record<string, readonly string[]>;
export type PostDetailSource = keyof typeof POST_DETAIL_TABS;

/** The tab a post opens on: its source's first, or Likes. */
export function defaultPostDetailTab(source: PostDetailSource): string {
  return POST_DETAIL_TABS[source][0] ?? 'Likes';
}

/** What a post detail tab lists, whatever the network calls it. */
export type PostTabKind = 'comments' | 'reposts' | 'quotes' | 'likes';

const TAB_KINDS: Record<string, PostTabKind> = {
  comments: 'comments',
  recasts: 'reposts',
  mirrors: 'reposts',
  reposts: 'reposts',
  quotes: 'quotes',
  likes: 'likes',
};

/** Recasts, Mirrors and Reposts are one list by three names; an unknown tab lists comments. */
export function postTabKind(tab: string): PostTabKind {
  return TAB_KINDS[tab.toLowerCase()] ?? 'comments';
}
