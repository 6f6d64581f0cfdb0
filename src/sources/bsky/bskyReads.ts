import type { AtpAgent } from '@atproto/api';
import { isReply } from '@/domain/reading/profileCategories';
import { fail, ok } from '@/domain/result';
import { filteredPage } from '../reading/filteredPage';
import type { SkipReporter } from '../reading/parseItems';
import { NOT_LISTED_CODE, type SourceReads } from '../reading/sourceReads';
import { bskyAgentCall, type BskyAgentCall } from './bskyAgentCall';
import { createBskyBookmarks } from './bskyBookmarks';
import { createBskyNotifications } from './bskyNotifications';
import { BSKY_PAGE_SIZE, readList, type ListAnswer } from './bskyReadList';
import { bskyFeedItem, bskyPostItem, bskyProfileItem } from './bskyFeedItem';

export { BSKY_PAGE_SIZE, readList } from './bskyReadList';

/**
 * Bluesky's reading side: the AppView's feeds through the person's PDS (a
 * profile's categories: `getAuthorFeed`'s filters and `getActorLikes`), and
 * Explore's searches (`app.bsky.feed.searchPosts`, `app.bsky.actor.searchActors`).
 */
export function createBskyReads(
  call: BskyAgentCall,
  options: { pageSize?: number; report?: SkipReporter } = {},
): SourceReads {
  const limit = options.pageSize ?? BSKY_PAGE_SIZE;
  const { report } = options;
  const feed = (read: (agent: AtpAgent) => Promise<{ data: ListAnswer<'feed'> }>) =>
    call(false, async (agent) =>
      ok(await readList(() => read(agent), 'feed', bskyFeedItem, report)),
    );
  const page = (cursor: string | undefined) => ({ limit, ...(cursor ? { cursor } : {}) });
  return {
    source: 'Bsky',
    homeTimeline: (cursor, signal) =>
      feed((agent) => agent.getTimeline({ limit, ...(cursor ? { cursor } : {}) }, { signal })),
    authorPosts: (profileId, cursor, signal) =>
      feed((agent) =>
        agent.getAuthorFeed(
          {
            actor: profileId,
            limit,
            filter: 'posts_no_replies',
            ...(cursor ? { cursor } : {}),
          },
          { signal },
        ),
      ),
    // The person's replies: their posts and replies, the replies kept (filteredPage).
    authorReplies: (profileId, cursor, signal) =>
      filteredPage(
        (at) =>
          feed((agent) =>
            agent.getAuthorFeed(
              {
                actor: profileId,
                limit,
                filter: 'posts_with_replies',
                ...(at ? { cursor: at } : {}),
              },
              { signal },
            ),
          ),
        (post) => isReply(post) && !post.repostedBy,
        cursor,
      ),
    authorMedia: (profileId, cursor, signal) =>
      feed((agent) =>
        agent.getAuthorFeed(
          { actor: profileId, limit, filter: 'posts_with_media', ...(cursor ? { cursor } : {}) },
          { signal },
        ),
      ),
    // The reader's own bookmarks (bskyBookmarks.ts), through the same session.
    bookmarks: createBskyBookmarks(call, options).getBookmarks,
    // The reader's notifications (bskyNotifications.ts), as the same account.
    notifications: createBskyNotifications(call, options),
    // The AppView lists an account's likes to that account only (the lexicon:
    // "actor must be the requesting account"): anyone else's are not listed.
    authorLikes: (profileId, cursor, signal) =>
      call(false, async (agent) => {
        const own = agent.session;
        if (!own || (profileId !== own.did && profileId.toLowerCase() !== own.handle.toLowerCase()))
          return fail({
            kind: 'invalid',
            code: NOT_LISTED_CODE,
            message: 'Bluesky shows likes only on your own profile.',
          });
        return ok(
          await readList(
            () =>
              agent.app.bsky.feed.getActorLikes({ actor: profileId, ...page(cursor) }, { signal }),
            'feed',
            bskyFeedItem,
            report,
          ),
        );
      }),
    postLikers: (uri, cursor, signal) =>
      call(false, async (agent) =>
        ok(
          await readList(
            () => agent.getLikes({ uri, ...page(cursor) }, { signal }),
            'likes',
            (like) => bskyProfileItem((like as { actor?: unknown } | undefined)?.actor),
            report,
          ),
        ),
      ),
    postReposters: (uri, cursor, signal) =>
      call(false, async (agent) =>
        ok(
          await readList(
            () => agent.getRepostedBy({ uri, ...page(cursor) }, { signal }),
            'repostedBy',
            bskyProfileItem,
            report,
          ),
        ),
      ),
    postQuotes: (uri, cursor, signal) =>
      call(false, async (agent) =>
        ok(
          await readList(
            () => agent.app.bsky.feed.getQuotes({ uri, ...page(cursor) }, { signal }),
            'posts',
            bskyPostItem,
            report,
          ),
        ),
      ),
    // Search needs words (the lexicon's `q`): with none there is nothing to ask.
    searchPosts: async (query, cursor, signal) => {
      const q = query.trim();
      if (!q) return ok({ items: [] });
      return call(false, async (agent) =>
        ok(
          await readList(
            // Newest first, as Explore lists posts (the lexicon's default, said outright).
            () =>
              agent.app.bsky.feed.searchPosts({ q, sort: 'latest', ...page(cursor) }, { signal }),
            'posts',
            bskyPostItem,
            report,
          ),
        ),
      );
    },
    searchPeople: async (query, cursor, signal) => {
      const q = query.trim();
      if (!q) return ok({ items: [] });
      return call(false, async (agent) =>
        ok(
          await readList(
            () => agent.app.bsky.actor.searchActors({ q, ...page(cursor) }, { signal }),
            'actors',
            bskyProfileItem,
            report,
          ),
        ),
      );
    },
  };
}

/** The reads for one signed-in account, with a session of their own. */
export function createBskyReadsFor(
  account: Parameters<typeof bskyAgentCall>[0],
  options?: Parameters<typeof createBskyReads>[1],
): SourceReads {
  return createBskyReads(bskyAgentCall(account), options);
}
