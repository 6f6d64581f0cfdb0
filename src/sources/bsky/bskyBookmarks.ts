import type { Page, Post } from '@/domain/reading/post';
import { ok, type SourceResult } from '@/domain/result';
import type { SkipReporter } from '../reading/parseItems';
import type { BskyAgentCall } from './bskyAgentCall';
import { bskyPostItem } from './bskyFeedItem';
import { BSKY_PAGE_SIZE, readList } from './bskyReadList';

/** The union member a bookmark's item is when it can be shown (not gone, not blocked). */
const POST_VIEW = 'app.bsky.feed.defs#postView';

/** One `app.bsky.bookmark.defs#bookmarkView`: its post, or why there is none to show. */
function bookmarkedPost(bookmark: unknown): ReturnType<typeof bskyPostItem> {
  const view = bookmark as { item?: { $type?: unknown }; subject?: { uri?: unknown } } | undefined;
  if (view?.item?.$type === POST_VIEW) return bskyPostItem(view.item);
  const uri = view?.subject?.uri;
  return {
    ok: false,
    reason: `The bookmarked post is ${String(view?.item?.$type ?? 'missing')} (gone or blocked)`,
    ...(typeof uri === 'string' ? { id: uri } : {}),
  };
}

/**
 * The reader's Bluesky bookmarks, newest first, one page at a time
 * (`app.bsky.bookmark.getBookmarks`, private to the reader, kept by the
 * AppView). A bookmark whose post is gone or hidden by a block comes back as
 * a stub (`#notFoundPost`, `#blockedPost`) and is left out: there is no post
 * to show
 * (told to `report`, as any item left out of a page).
 */
export function createBskyBookmarks(
  call: BskyAgentCall,
  options: { pageSize?: number; report?: SkipReporter } = {},
) {
  const limit = options.pageSize ?? BSKY_PAGE_SIZE;
  return {
    getBookmarks: (
      cursor: string | undefined,
      signal: AbortSignal,
    ): Promise<SourceResult<Page<Post>>> =>
      call(false, async (agent) => {
        const page = await readList(
          () =>
            agent.app.bsky.bookmark.getBookmarks(
              { limit, ...(cursor ? { cursor } : {}) },
              { signal },
            ),
          'bookmarks',
          bookmarkedPost,
          options.report,
        );
        return ok(page);
      }),
  };
}
