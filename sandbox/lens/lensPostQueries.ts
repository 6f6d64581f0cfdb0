import { keccak256, toHex } from 'viem';
import { requireAccount } from './lensAuth';
import { feedsOf, lower, POST_TYPES, type FeedOneOf, type PostType } from './lensFilters';
import { paginate, type PageRequest } from './lensPaging';
import { GLOBAL_FEED, type LensStore } from './lensStore';
import type { LensContext } from './lensViews';

/** A UUID made from a post id, so a timeline item keeps its id between pages. */
const uuidFor = (id: string) => {
  const hex = keccak256(toHex(`timeline:${id}`)).slice(2, 34);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
};

interface PostsRequest extends PageRequest {
  filter?: {
    feeds?: FeedOneOf[] | null;
    authors?: string[] | null;
    posts?: string[] | null;
    postTypes?: PostType[] | null;
    searchQuery?: string | null;
  } | null;
}

interface TimelineRequest {
  account: string;
  cursor?: string | null;
  filter?: {
    feeds?: FeedOneOf[] | null;
    eventType?: ('POST' | 'COMMENT' | 'REPOST' | 'QUOTE')[] | null;
  } | null;
}

/** Query fields over posts: one post, lists, the signed-in account's bookmarks, a timeline. */
export function createPostQueries(store: LensStore) {
  const findPost = (idOrSlug: string) =>
    store.posts.get(idOrSlug) ?? [...store.posts.values()].find((p) => p.id.endsWith(idOrSlug));

  return {
    post: (
      { request }: { request: { post?: string | null; txHash?: string | null } },
      ctx: LensContext,
    ) => {
      const id = request.post ?? store.transactions.get(request.txHash ?? '');
      const found = id ? findPost(id) : undefined;
      return found ? ctx.views.post(found) : null;
    },

    posts: ({ request }: { request: PostsRequest }, ctx: LensContext) => {
      const filter = request.filter ?? {};
      const feeds = feedsOf(filter.feeds);
      const authors = filter.authors?.map(lower);
      const query = filter.searchQuery?.toLowerCase();
      const all = store
        .allPosts()
        .filter(
          (p) =>
            (!feeds || feeds.includes(lower(p.feed))) &&
            (!authors || authors.includes(lower(p.author))) &&
            (!filter.posts || filter.posts.includes(p.id)) &&
            (!filter.postTypes || filter.postTypes.some((type) => POST_TYPES[type](p))) &&
            (!query || p.metadata.content.toLowerCase().includes(query)),
        );
      return paginate(all, request, ctx.views.post);
    },

    postBookmarks: (
      { request }: { request: PageRequest & { filter?: { feeds?: FeedOneOf[] | null } | null } },
      ctx: LensContext,
    ) => {
      const me = requireAccount(ctx.account, 'postBookmarks');
      const feeds = feedsOf(request.filter?.feeds);
      const marked = [...(store.bookmarks.get(lower(me.address)) ?? new Map<string, string>())]
        .sort(([, a], [, b]) => b.localeCompare(a))
        .flatMap(([id]) => store.posts.get(id) ?? [])
        .filter((p) => !feeds || feeds.includes(lower(p.feed)));
      return paginate(marked, request, ctx.views.post);
    },

    /** Root posts and quotes by the account and everyone it follows, with their comments. */
    timeline: ({ request }: { request: TimelineRequest }, ctx: LensContext) => {
      const people = new Set([
        lower(request.account),
        ...store.followingOf(request.account).map((f) => f.address),
      ]);
      const feeds = feedsOf(request.filter?.feeds) ?? [lower(GLOBAL_FEED)];
      const types = request.filter?.eventType;
      const posts = store.allPosts();
      const primary = posts.filter(
        (p) =>
          people.has(lower(p.author)) &&
          feeds.includes(lower(p.feed)) &&
          !p.commentOn &&
          (!types || types.includes(p.quoteOf ? 'QUOTE' : 'POST')),
      );
      return paginate(primary, request, (p) => ({
        id: uuidFor(p.id),
        primary: ctx.views.post(p),
        reposts: [],
        comments: posts
          .filter((c) => c.commentOn === p.id && people.has(lower(c.author)))
          .map(ctx.views.post),
      }));
    },
  };
}
