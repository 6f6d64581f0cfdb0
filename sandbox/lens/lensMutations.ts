import { GraphQLError } from 'graphql';
import { requireAccount, type LensAuth } from './lensAuth';
import type { LensStore } from './lensStore';
import type { LensContext } from './lensViews';

interface CreatePostRequest {
  contentUri: string;
  feed?: string | null;
  commentOn?: { post: string } | null;
  quoteOf?: { post: string } | null;
}

const postNotFound = (id: string) =>
  new GraphQLError(`Post ${id} not found`, { extensions: { code: 'BAD_USER_INPUT' } });

/** The Mutation root: sign-in, then writes as the signed-in account. */
export function createLensMutations(store: LensStore, auth: LensAuth) {
  return {
    challenge: auth.challenge,
    authenticate: auth.authenticate,

    post: ({ request }: { request: CreatePostRequest }, ctx: LensContext) =>
      store.createPost(requireAccount(ctx.account, 'post'), {
        contentUri: request.contentUri,
        ...(request.feed ? { feed: request.feed } : {}),
        ...(request.commentOn ? { commentOn: request.commentOn } : {}),
        ...(request.quoteOf ? { quoteOf: request.quoteOf } : {}),
      }),

    deletePost: ({ request }: { request: { post: string } }, ctx: LensContext) =>
      store.deletePost(requireAccount(ctx.account, 'deletePost'), request.post),

    follow: ({ request }: { request: { account: string; graph: string } }, ctx: LensContext) =>
      store.follow(requireAccount(ctx.account, 'follow'), request.account, request.graph),

    unfollow: ({ request }: { request: { account: string; graph: string } }, ctx: LensContext) =>
      store.unfollow(requireAccount(ctx.account, 'unfollow'), request.account, request.graph),

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

    joinGroup: ({ request }: { request: { group: string } }, ctx: LensContext) =>
      store.joinGroup(requireAccount(ctx.account, 'joinGroup'), request.group),

    leaveGroup: ({ request }: { request: { group: string } }, ctx: LensContext) =>
      store.leaveGroup(requireAccount(ctx.account, 'leaveGroup'), request.group),
  };
}
