import { GraphQLError } from 'graphql';
import { z } from 'zod';
import { requireAccount, type LensAuth } from './lensAuth';
import { postRulesInputSchema } from './lensPostRules';
import type { LensStore } from './lensStore';
import type { LensContext } from './lensViews';

/** `CreatePostRequest`, after GraphQL has checked its types and filled in its defaults. */
const createPostRequestSchema = z.object({
  contentUri: z.string(),
  feed: z.string().nullish(),
  commentOn: z.object({ post: z.string() }).nullish(),
  quoteOf: z.object({ post: z.string() }).nullish(),
  rules: postRulesInputSchema.nullish(),
});

const postNotFound = (id: string) =>
  new GraphQLError(`Post ${id} not found`, { extensions: { code: 'BAD_USER_INPUT' } });

const accountNotFound = (address: string) =>
  new GraphQLError(`Account ${address} not found`, { extensions: { code: 'BAD_USER_INPUT' } });

/** The Mutation root: sign-in, then writes as the signed-in account. */
export function createLensMutations(store: LensStore, auth: LensAuth) {
  return {
    challenge: auth.challenge,
    authenticate: auth.authenticate,

    post: (args: { request: unknown }, ctx: LensContext) => {
      const author = requireAccount(ctx.account, 'post');
      const parsed = createPostRequestSchema.safeParse(args.request);
      if (!parsed.success) {
        throw new GraphQLError(parsed.error.issues[0]?.message ?? 'Invalid request', {
          extensions: { code: 'BAD_USER_INPUT' },
        });
      }
      const request = parsed.data;
      return store.createPost(author, {
        contentUri: request.contentUri,
        ...(request.feed ? { feed: request.feed } : {}),
        ...(request.commentOn ? { commentOn: request.commentOn } : {}),
        ...(request.quoteOf ? { quoteOf: request.quoteOf } : {}),
        ...(request.rules ? { rules: request.rules } : {}),
      });
    },

    refresh: auth.refresh,

    deletePost: ({ request }: { request: { post: string } }, ctx: LensContext) =>
      store.deletePost(requireAccount(ctx.account, 'deletePost'), request.post),

    follow: ({ request }: { request: { account: string; graph: string } }, ctx: LensContext) =>
      store.follow(requireAccount(ctx.account, 'follow'), request.account, request.graph),

    unfollow: ({ request }: { request: { account: string; graph: string } }, ctx: LensContext) =>
      store.unfollow(requireAccount(ctx.account, 'unfollow'), request.account, request.graph),

    repost: ({ request }: { request: { post: string } }, ctx: LensContext) =>
      store.repost(requireAccount(ctx.account, 'repost'), request.post),

    addReaction: (
      { request }: { request: { post: string; reaction: 'UPVOTE' | 'DOWNVOTE' } },
      ctx: LensContext,
    ) =>
      store.addReaction(requireAccount(ctx.account, 'addReaction'), request.post, request.reaction),

    undoReaction: (
      { request }: { request: { post: string; reaction: 'UPVOTE' | 'DOWNVOTE' } },
      ctx: LensContext,
    ) =>
      store.undoReaction(
        requireAccount(ctx.account, 'undoReaction'),
        request.post,
        request.reaction,
      ),

    bookmarkPost: ({ request }: { request: { post: string } }, ctx: LensContext) => {
      if (!store.bookmark(requireAccount(ctx.account, 'bookmarkPost'), request.post))
        throw postNotFound(request.post);
      return true;
    },

    undoBookmarkPost: ({ request }: { request: { post: string } }, ctx: LensContext) => {
      if (!store.undoBookmark(requireAccount(ctx.account, 'undoBookmarkPost'), request.post))
        throw postNotFound(request.post);
      return true;
    },

    reportPost: (
      { request }: { request: { post: string; reason: string; additionalComment?: string | null } },
      ctx: LensContext,
    ) => {
      const reporter = requireAccount(ctx.account, 'reportPost');
      if (!store.report(reporter, request.post, request.reason, request.additionalComment))
        throw postNotFound(request.post);
      return true;
    },

    mute: ({ request }: { request: { account: string } }, ctx: LensContext) => {
      if (!store.setMuted(requireAccount(ctx.account, 'mute'), request.account, true))
        throw accountNotFound(request.account);
      return true;
    },

    unmute: ({ request }: { request: { account: string } }, ctx: LensContext) => {
      if (!store.setMuted(requireAccount(ctx.account, 'unmute'), request.account, false))
        throw accountNotFound(request.account);
      return true;
    },

    block: ({ request }: { request: { account: string } }, ctx: LensContext) =>
      store.block(requireAccount(ctx.account, 'block'), request.account),

    unblock: ({ request }: { request: { account: string } }, ctx: LensContext) =>
      store.unblock(requireAccount(ctx.account, 'unblock'), request.account),

    joinGroup: ({ request }: { request: { group: string } }, ctx: LensContext) =>
      store.joinGroup(requireAccount(ctx.account, 'joinGroup'), request.group),

    leaveGroup: ({ request }: { request: { group: string } }, ctx: LensContext) =>
      store.leaveGroup(requireAccount(ctx.account, 'leaveGroup'), request.group),
  };
}
