import { COLLECTIONS } from './appViewIndex';
import { postOrNotFound, viewerOfActor, type ViewContext } from './views';

type Json = Record<string, unknown>;

/**
 * The bookmarked post as app.bsky.bookmark.defs#bookmarkView carries it: the
 * post's view, `#notFoundPost` once it is gone, or `#blockedPost` when a
 * block stands between the viewer and its author (either way), as the real
 * AppView keeps blocked bookmarks listed and hides only their content.
 */
function bookmarkedItem(ctx: ViewContext, uri: string): Json {
  const post = ctx.index.records.get(uri);
  const viewer = ctx.viewer;
  if (post?.collection === COLLECTIONS.POST && viewer) {
    const relation = viewerOfActor(ctx, post.did);
    if (relation?.blocking || relation?.blockedBy) {
      return {
        $type: 'app.bsky.feed.defs#blockedPost',
        uri,
        blocked: true,
        author: { did: post.did, viewer: relation },
      };
    }
  }
  return postOrNotFound(ctx, uri);
}

/**
 * app.bsky.bookmark.getBookmarks: the viewer's bookmarks, latest first, a
 * page at a time (the cursor is the last bookmark's place in that order).
 */
export function bookmarksOf(
  ctx: ViewContext,
  viewer: string,
  page: { limit: number; cursor?: string },
) {
  const before = page.cursor && /^\d+$/.test(page.cursor) ? Number(page.cursor) : undefined;
  const { bookmarks, next } = ctx.index.bookmarks.page(viewer, page.limit, before);
  return {
    bookmarks: bookmarks.map((bookmark) => ({
      $type: 'app.bsky.bookmark.defs#bookmarkView',
      subject: bookmark.subject,
      createdAt: bookmark.createdAt,
      item: bookmarkedItem(ctx, bookmark.subject.uri),
    })),
    ...(next === undefined ? {} : { cursor: String(next) }),
  };
}
