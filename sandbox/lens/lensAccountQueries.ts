import { requireAccount } from './lensAuth';
import { includesGlobalGraph, lower, notFound, POST_TYPES, type GraphOneOf } from './lensFilters';
import { paginate, type PageRequest } from './lensPaging';
import { GLOBAL_GRAPH, type LensStore } from './lensStore';
import type { LensContext } from './lensViews';

type Order = 'ASC' | 'DESC' | 'ACCOUNT_SCORE';

interface AccountRequest {
  address?: string | null;
  username?: { localName: string } | null;
}

interface FollowsRequest extends PageRequest {
  account: string;
  filter?: { graphs?: GraphOneOf[] | null } | null;
  orderBy: Order;
}

/** Query fields over accounts and the global graph: profiles, stats, followers, following. */
export function createAccountQueries(store: LensStore) {
  const findAccount = (request: AccountRequest) => {
    if (request.address) return store.account(request.address);
    if (request.username) return store.accountByName(request.username.localName);
    return undefined;
  };
  /** Follows in the requested order (the sandbox has no scores: ACCOUNT_SCORE is newest first). */
  const follows = (
    request: FollowsRequest,
    of: (account: string) => { address: string; followedOn: string }[],
  ) =>
    (includesGlobalGraph(request.filter?.graphs) ? of(request.account) : [])
      .flatMap((f) => {
        const account = store.account(f.address);
        return account ? [{ account, followedOn: f.followedOn }] : [];
      })
      .sort((a, b) =>
        request.orderBy === 'ASC'
          ? a.followedOn.localeCompare(b.followedOn)
          : b.followedOn.localeCompare(a.followedOn),
      );

  return {
    me: (_: unknown, ctx: LensContext) => ({
      loggedInAs: { account: ctx.views.account(requireAccount(ctx.account, 'me')) },
      isSignless: false,
    }),

    account: ({ request }: { request: AccountRequest }, ctx: LensContext) => {
      const found = findAccount(request);
      return found ? ctx.views.account(found) : null;
    },

    accounts: (
      {
        request,
      }: {
        request: PageRequest & {
          filter?: { searchBy?: { localNameQuery: string } | null } | null;
          orderBy: 'ALPHABETICAL' | 'ACCOUNT_SCORE' | 'BEST_MATCH';
        };
      },
      ctx: LensContext,
    ) => {
      const query = request.filter?.searchBy?.localNameQuery.toLowerCase() ?? '';
      const found = [...store.accounts.values()].filter((a) => a.localName.includes(query));
      if (request.orderBy === 'ALPHABETICAL')
        found.sort((a, b) => a.localName.localeCompare(b.localName));
      return paginate(found, request, ctx.views.account);
    },

    // Every account any of the lists names: by address, by username, or owned by an address.
    accountsBulk: (
      {
        request,
      }: {
        request: {
          addresses?: string[] | null;
          usernames?: { localName: string }[] | null;
          ownedBy?: string[] | null;
        };
      },
      ctx: LensContext,
    ) => {
      const addresses = new Set((request.addresses ?? []).map(lower));
      const names = new Set((request.usernames ?? []).map((u) => u.localName));
      const owners = new Set((request.ownedBy ?? []).map(lower));
      return [...store.accounts.values()]
        .filter(
          (a) =>
            addresses.has(lower(a.address)) || names.has(a.localName) || owners.has(lower(a.owner)),
        )
        .map((a) => ctx.views.account(a));
    },

    accountStats: ({
      request,
    }: {
      request: { account?: string | null; username?: { localName: string } | null };
    }) => {
      const account = findAccount({ address: request.account, username: request.username });
      if (!account) throw notFound('Account');
      const mine = (address: string) => lower(address) === lower(account.address);
      const authored = store.allPosts().filter((p) => mine(p.author));
      const reactions = [...store.reactions].flatMap(([postId, by]) =>
        [...by].map(([reactor]) => ({ postId, reactor })),
      );
      return {
        feedStats: {
          posts: authored.filter(POST_TYPES.ROOT).length,
          comments: authored.filter(POST_TYPES.COMMENT).length,
          reposts: store.allReposts().filter((r) => mine(r.author)).length,
          quotes: authored.filter(POST_TYPES.QUOTE).length,
          // Reactions the account gave, and those its posts received.
          reacted: reactions.filter((r) => mine(r.reactor)).length,
          reactions: reactions.filter((r) => authored.some((p) => p.id === r.postId)).length,
          collects: 0,
          tips: 0,
        },
        graphFollowStats: {
          followers: store.followersOf(account.address).length,
          following: store.followingOf(account.address).length,
        },
      };
    },

    followers: ({ request }: { request: FollowsRequest }, ctx: LensContext) =>
      paginate(
        follows(request, (a) => store.followersOf(a)),
        request,
        (f) => ({
          follower: ctx.views.account(f.account),
          graph: GLOBAL_GRAPH,
          followedOn: f.followedOn,
        }),
      ),

    following: ({ request }: { request: FollowsRequest }, ctx: LensContext) =>
      paginate(
        follows(request, (a) => store.followingOf(a)),
        request,
        (f) => ({
          following: ctx.views.account(f.account),
          graph: GLOBAL_GRAPH,
          followedOn: f.followedOn,
        }),
      ),

    followStatus: ({
      request,
    }: {
      request: { pairs: { graph: string; follower: string; account: string }[] };
    }) =>
      request.pairs.map((pair) => {
        const following =
          lower(pair.graph) === lower(GLOBAL_GRAPH) &&
          store.isFollowing(pair.follower, pair.account);
        return { ...pair, isFollowing: { optimistic: following, onChain: following } };
      }),
  };
}
