import { lower } from './lensFilters';
import { newestFirst, paginateByKey, timeKey, type PageRequest } from './lensPaging';
import { listedKey, type Listed } from './lensPostQueries';
import type { LensAccount, LensPost, LensReaction, LensStore } from './lensStore';
import type { LensContext } from './lensViews';

/** `PostReferenceType`. */
type ReferenceType = 'COMMENT_ON' | 'REPOST_OF' | 'QUOTE_OF';

interface PostReactionsRequest extends PageRequest {
  post: string;
  filter?: { anyOf?: LensReaction[] | null } | null;
  /** DEFAULT or ACCOUNT_SCORE; the sandbox has no scores, so both are newest first. */
  orderBy?: 'DEFAULT' | 'ACCOUNT_SCORE' | null;
}

interface WhoReferencedPostRequest extends PageRequest {
  post: string;
  referenceTypes: ReferenceType[];
  /** ACCOUNT_SCORE is newest first here (no scores). */
  orderBy: 'MOST_RECENT' | 'OLDEST' | 'ACCOUNT_SCORE';
}

interface PostReferencesRequest extends PageRequest {
  referencedPost: string;
  referenceTypes: ReferenceType[];
  visibilityFilter: 'ALL' | 'HIDDEN' | 'VISIBLE';
  relevancyFilter: 'ALL' | 'RELEVANT' | 'NOT_RELEVANT';
  authors?: string[] | null;
}

/** A key that puts the earliest time first when keys are cut greatest first. */
const earliestFirstKey = (timestamp: string, id: string) =>
  `${String(8.64e15 - Date.parse(timestamp)).padStart(16, '0')}|${id}`;

/**
 * Query fields over what points at one post: who reacted to it, who reposted,
 * quoted or answered it, and those reposts, quotes and comments themselves.
 * Newest first, pages cut by time (as `posts` is). An unknown or deleted post
 * has an empty list: these fields have no "not found" answer.
 */
export function createReferenceQueries(store: LensStore) {
  /** The post, if it is there to be referenced. */
  const live = (id: string) => {
    const post = store.posts.get(id);
    return post && !post.deleted ? post : undefined;
  };

  /** Every post or repost of the given kinds that points at `post`. */
  const referencesTo = (post: LensPost, types: readonly ReferenceType[]): Listed[] => {
    const posts = store
      .allPosts()
      .filter(
        (p) =>
          (types.includes('COMMENT_ON') && p.commentOn === post.id) ||
          (types.includes('QUOTE_OF') && p.quoteOf === post.id),
      )
      .map((p) => ({ post: p }));
    const reposts = types.includes('REPOST_OF')
      ? store
          .allReposts()
          .filter((r) => r.repostOf === post.id)
          .map((repost) => ({ repost }))
      : [];
    return [...posts, ...reposts];
  };

  const authorOf = (item: Listed) => ('post' in item ? item.post.author : item.repost.author);
  const timeOf = (item: Listed) => ('post' in item ? item.post.timestamp : item.repost.timestamp);

  return {
    /** Each account's reaction to the post (one per account here), the latest first. */
    postReactions: ({ request }: { request: PostReactionsRequest }, ctx: LensContext) => {
      const post = live(request.post);
      const kinds = request.filter?.anyOf;
      const reacted = [...(post ? (store.reactions.get(post.id) ?? []) : [])].flatMap(
        ([address, { reaction, at }]) => {
          const account = store.account(address);
          return account && (!kinds || kinds.includes(reaction))
            ? [{ account, reaction, at, key: timeKey(at, lower(account.address)) }]
            : [];
        },
      );
      return paginateByKey(
        newestFirst(reacted, (r) => r.key),
        request,
        (r) => r.key,
        (r) => ({
          account: ctx.views.account(r.account),
          reactions: [{ reaction: r.reaction, reactedAt: r.at, app: null }],
        }),
      );
    },

    /**
     * The accounts that made a reference of the given kinds, each once, by
     * their latest reference (MOST_RECENT) or their first (OLDEST).
     */
    whoReferencedPost: ({ request }: { request: WhoReferencedPostRequest }, ctx: LensContext) => {
      const post = live(request.post);
      const oldest = request.orderBy === 'OLDEST';
      const by = new Map<string, { account: LensAccount; at: string }>();
      for (const item of post ? referencesTo(post, request.referenceTypes) : []) {
        const account = store.account(authorOf(item));
        if (!account) continue;
        const at = timeOf(item);
        const seen = by.get(lower(account.address));
        if (!seen || (oldest ? at < seen.at : at > seen.at))
          by.set(lower(account.address), { account, at });
      }
      const keyOf = ({ account, at }: { account: LensAccount; at: string }) =>
        oldest ? earliestFirstKey(at, lower(account.address)) : timeKey(at, lower(account.address));
      return paginateByKey(newestFirst([...by.values()], keyOf), request, keyOf, (r) =>
        ctx.views.account(r.account),
      );
    },

    /**
     * The reposts, quotes and comments of the post, newest first. Nothing is
     * hidden and every reference counts as relevant in the sandbox.
     */
    postReferences: ({ request }: { request: PostReferencesRequest }, ctx: LensContext) => {
      const post = live(request.referencedPost);
      const authors = request.authors?.map(lower);
      const found =
        post && request.visibilityFilter !== 'HIDDEN'
          ? referencesTo(post, request.referenceTypes).filter(
              (item) =>
                (!authors || authors.includes(lower(authorOf(item)))) &&
                // Only comments and quotes have a relevance.
                (request.relevancyFilter !== 'NOT_RELEVANT' || 'repost' in item),
            )
          : [];
      return paginateByKey(newestFirst(found, listedKey), request, listedKey, (item) =>
        'post' in item ? ctx.views.post(item.post) : ctx.views.repost(item.repost),
      );
    },
  };
}
