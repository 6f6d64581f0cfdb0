import { requireAccount } from './lensAuth';
import { lower } from './lensFilters';
import { paginateByKey, type PageRequest } from './lensPaging';
import type { LensAccount, LensPost, LensStore } from './lensStore';
import type { LensContext } from './lensViews';

/** `NotificationType`, the kinds the stand-in makes. */
type NotificationType = 'FOLLOWED' | 'REACTED' | 'COMMENTED' | 'REPOSTED' | 'QUOTED' | 'MENTIONED';

interface NotificationRequest {
  cursor?: string | null;
  filter?: { notificationTypes?: NotificationType[] | null } | null;
}

/** One act that notifies the signed-in account, before it is drawn as its union member. */
interface Act {
  type: NotificationType;
  id: string;
  at: string;
  view: (ctx: LensContext) => Record<string, unknown>;
}

/**
 * `notifications` (Lens v3): what others did to the signed-in account,
 * newest first, in the real union's shape (`FollowNotification`,
 * `ReactionNotification`, `CommentNotification`, `RepostNotification`,
 * `QuoteNotification`, `MentionNotification`). Simplified: no time-based
 * aggregation (each act is its own notification, as with
 * `timeBasedAggregation: false`), no scores (`includeLowScore` and
 * `orderBy` change nothing), muted accounts left out as the real API
 * does; a post mentioning the account that also comments on or quotes its
 * post is told once, as the comment or quote.
 */
export function createNotificationQueries(store: LensStore) {
  function actsFor(me: LensAccount): Act[] {
    const mine = lower(me.address);
    const muted = store.mutes.get(mine) ?? new Map<string, string>();
    const byOther = (address: string) => lower(address) !== mine && !muted.has(lower(address));
    const live = (id: string | undefined) => {
      const found = id ? store.posts.get(id) : undefined;
      return found && !found.deleted ? found : undefined;
    };
    const isMine = (p: LensPost | undefined) => p !== undefined && lower(p.author) === mine;
    const accountOf = (address: string, ctx: LensContext) => {
      const found = store.account(address);
      return found ? ctx.views.account(found) : null;
    };
    const acts: Act[] = [];

    for (const { address, followedOn } of store.followersOf(me.address)) {
      if (!byOther(address)) continue;
      acts.push({
        type: 'FOLLOWED',
        id: `follow:${lower(address)}:${followedOn}`,
        at: followedOn,
        view: (ctx) => ({
          __typename: 'FollowNotification',
          followers: [{ account: accountOf(address, ctx), followedAt: followedOn }],
        }),
      });
    }

    for (const p of store.allPosts()) {
      if (p.deleted) continue;
      if (isMine(p)) {
        for (const [address, { reaction, at }] of store.reactions.get(p.id) ?? []) {
          if (!byOther(address)) continue;
          acts.push({
            type: 'REACTED',
            id: `reaction:${p.id}:${address}:${at}`,
            at,
            view: (ctx) => ({
              __typename: 'ReactionNotification',
              reactions: [
                {
                  account: accountOf(address, ctx),
                  reactions: [{ reaction, reactedAt: at, app: null }],
                },
              ],
              post: ctx.views.post(p),
            }),
          });
        }
        continue;
      }
      if (!byOther(p.author)) continue;
      const about = isMine(live(p.commentOn))
        ? ('COMMENTED' as const)
        : isMine(live(p.quoteOf))
          ? ('QUOTED' as const)
          : new RegExp(`@lens/${me.localName}(?![a-z0-9_-])`, 'i').test(p.metadata?.content ?? '')
            ? ('MENTIONED' as const)
            : undefined;
      if (!about) continue;
      acts.push({
        type: about,
        id: `${about.toLowerCase()}:${p.id}`,
        at: p.timestamp,
        view: (ctx) =>
          about === 'COMMENTED'
            ? { __typename: 'CommentNotification', comment: ctx.views.post(p) }
            : about === 'QUOTED'
              ? { __typename: 'QuoteNotification', quote: ctx.views.post(p) }
              : { __typename: 'MentionNotification', post: ctx.views.post(p) },
      });
    }

    for (const repost of store.allReposts()) {
      const of = live(repost.repostOf);
      if (!isMine(of) || !of || !byOther(repost.author)) continue;
      acts.push({
        type: 'REPOSTED',
        id: `repost:${repost.id}`,
        at: repost.timestamp,
        view: (ctx) => ({
          __typename: 'RepostNotification',
          reposts: [
            {
              repostId: repost.id,
              account: accountOf(repost.author, ctx),
              repostedAt: repost.timestamp,
            },
          ],
          post: ctx.views.post(of),
        }),
      });
    }
    return acts;
  }

  return {
    notifications: ({ request }: { request: NotificationRequest }, ctx: LensContext) => {
      const me = requireAccount(ctx.account, 'notifications');
      const types = request.filter?.notificationTypes;
      const acts = actsFor(me)
        .filter((act) => !types?.length || types.includes(act.type))
        .sort((a, b) => b.at.localeCompare(a.at) || b.id.localeCompare(a.id));
      // The real page is fixed (no pageSize argument); the stand-in's is TEN's.
      const page: PageRequest = { pageSize: 'TEN', cursor: request.cursor ?? null };
      return paginateByKey(
        acts,
        page,
        (act) => `${act.at}|${act.id}`,
        (act) => ({ id: act.id, ...act.view(ctx) }),
      );
    },
  };
}
