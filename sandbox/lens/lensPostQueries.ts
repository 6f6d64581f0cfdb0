import { keccak256, toHex } from 'viem';
import { requireAccount } from './lensAuth';
import { feedsOf, lower, POST_TYPES, type FeedOneOf, type PostType } from './lensFilters';
import { newestFirst, paginate, paginateByKey, timeKey, type PageRequest } from './lensPaging';
import { GLOBAL_FEED, type LensPost, type LensRepost, type LensStore } from './lensStore';
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
    /** The posts the account collected (executed their collect action). */
    collectedBy?: { account: string } | null;
  } | null;
}

/**
 * `searchQuery` over a post's content and metadata tags, as Lens searches:
 * every word must be in the content, or be one of its tags (`#tag` or `tag`),
 * whatever its case.
 */
function matchesSearch(post: LensPost, query: string): boolean {
  const content = (post.metadata?.content ?? '').toLowerCase();
  const tags = (post.metadata?.tags ?? []).map((tag) => tag.toLowerCase());
  const words = query.split(/\s+/).filter(Boolean);
  return (
    words.length > 0 &&
    words.every((word) => content.includes(word) || tags.includes(word.replace(/^#/, '')))
  );
}

interface TimelineRequest {
  account: string;
  cursor?: string | null;
  filter?: {
    feeds?: FeedOneOf[] | null;
    eventType?: ('POST' | 'COMMENT' | 'REPOST' | 'QUOTE')[] | null;
  } | null;
}

/** One item of a list of `AnyPost`: a post, or a repost. */
export type Listed = { post: LensPost } | { repost: LensRepost };

/** Where a listed post or repost sits in a list cut by time, then id. */
export const listedKey = (item: Listed) =>
  'post' in item
    ? timeKey(item.post.timestamp, item.post.id)
    : timeKey(item.repost.timestamp, item.repost.id);

/** Query fields over posts: one post, lists, the signed-in account's bookmarks, a timeline. */
export function createPostQueries(store: LensStore) {
  const findPost = (idOrSlug: string) =>
    store.posts.get(idOrSlug) ?? [...store.posts.values()].find((p) => p.id.endsWith(idOrSlug));
  const findRepost = (idOrSlug: string) =>
    store.reposts.get(idOrSlug) ?? [...store.reposts.values()].find((r) => r.id.endsWith(idOrSlug));

  return {
    post: (
      { request }: { request: { post?: string | null; txHash?: string | null } },
      ctx: LensContext,
    ) => {
      const id = request.post ?? store.transactions.get(request.txHash ?? '');
      if (!id) return null;
      const found = findPost(id);
      if (found) return ctx.views.post(found);
      const repost = findRepost(id);
      return repost ? ctx.views.repost(repost) : null;
    },

    /**
     * Posts by the filter, newest first. Reposts are listed only when
     * `postTypes` names REPOST (a simplification: see lensSchema.ts).
     */
    posts: ({ request }: { request: PostsRequest }, ctx: LensContext) => {
      const filter = request.filter ?? {};
      const feeds = feedsOf(filter.feeds);
      const authors = filter.authors?.map(lower);
      const query = filter.searchQuery?.toLowerCase();
      const posts: Listed[] = store
        .allPosts()
        .filter(
          (p) =>
            (!feeds || feeds.includes(lower(p.feed))) &&
            (!authors || authors.includes(lower(p.author))) &&
            (!filter.posts || filter.posts.includes(p.id)) &&
            (!filter.postTypes || filter.postTypes.some((type) => POST_TYPES[type](p))) &&
            (!query || matchesSearch(p, query)) &&
            (!filter.collectedBy || store.hasCollected(filter.collectedBy.account, p.id)),
        )
        .map((post) => ({ post }));
      const reposts: Listed[] =
        filter.postTypes?.includes('REPOST') && !query && !filter.collectedBy
          ? store
              .allReposts()
              .filter(
                (r) =>
                  (!authors || authors.includes(lower(r.author))) &&
                  (!filter.posts || filter.posts.includes(r.id)) &&
                  (!feeds || feeds.includes(lower(store.posts.get(r.repostOf)?.feed ?? ''))),
              )
              .map((repost) => ({ repost }))
          : [];
      return paginateByKey(
        newestFirst([...posts, ...reposts], listedKey),
        request,
        listedKey,
        (item) => ('post' in item ? ctx.views.post(item.post) : ctx.views.repost(item.repost)),
      );
    },

    postBookmarks: (
      { request }: { request: PageRequest & { filter?: { feeds?: FeedOneOf[] | null } | null } },
      ctx: LensContext,
    ) => {
      const me = requireAccount(ctx.account, 'postBookmarks');
      const feeds = feedsOf(request.filter?.feeds);
      // Newest first; of two bookmarked in the same millisecond, the later made.
      const marked = [...(store.bookmarks.get(lower(me.address)) ?? new Map<string, string>())]
        .reverse()
        .sort(([, a], [, b]) => b.localeCompare(a))
        .flatMap(([id]) => store.posts.get(id) ?? [])
        // A bookmarked post its author deleted is no longer listed.
        .filter((p) => !p.deleted && (!feeds || feeds.includes(lower(p.feed))));
      return paginate(marked, request, ctx.views.post);
    },

    /**
     * The account's timeline: root posts and quotes by the account and
     * everyone it follows, and posts they reposted, each once, with those
     * reposts (newest first) and their comments. An item is as new as its
     * latest event (the post, or a repost of it), and pages are cut by that.
     */
    timeline: ({ request }: { request: TimelineRequest }, ctx: LensContext) => {
      const people = new Set([
        lower(request.account),
        ...store.followingOf(request.account).map((f) => f.address),
      ]);
      const feeds = feedsOf(request.filter?.feeds) ?? [lower(GLOBAL_FEED)];
      const types = request.filter?.eventType;
      const posts = store.allPosts();
      const repostsOf = new Map<string, LensRepost[]>();
      if (!types || types.includes('REPOST')) {
        for (const r of store.allReposts()) {
          if (!people.has(lower(r.author))) continue;
          repostsOf.set(r.repostOf, [...(repostsOf.get(r.repostOf) ?? []), r]);
        }
      }
      const items = posts.flatMap((p) => {
        if (!feeds.includes(lower(p.feed))) return [];
        const reposts = repostsOf.get(p.id) ?? [];
        const authored =
          people.has(lower(p.author)) &&
          !p.commentOn &&
          (!types || types.includes(p.quoteOf ? 'QUOTE' : 'POST'));
        if (!authored && reposts.length === 0) return [];
        const latest = reposts[0];
        return [
          {
            post: p,
            reposts,
            key: latest ? timeKey(latest.timestamp, p.id) : timeKey(p.timestamp, p.id),
          },
        ];
      });
      return paginateByKey(
        newestFirst(items, (i) => i.key),
        request,
        (i) => i.key,
        (i) => ({
          id: uuidFor(i.post.id),
          primary: ctx.views.post(i.post),
          reposts: i.reposts.map(ctx.views.repost),
          comments: posts
            .filter((c) => c.commentOn === i.post.id && people.has(lower(c.author)))
            .map(ctx.views.post),
        }),
      );
    },
  };
}
