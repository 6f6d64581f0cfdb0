import { COLLECTIONS } from './appViewIndex';
import { recordPage, type Page } from './feeds';
import { postView, profileView, type ViewContext } from './views';

/**
 * Who acted on a post, as the AppView lists them for its detail tabs: likes
 * (`app.bsky.feed.getLikes`), reposts (`getRepostedBy`) and the posts that
 * quote it (`getQuotes`), newest first, paged by cursor. A post the AppView
 * has not seen has none of them (the real AppView answers an empty list).
 */

const withCursor = (cursor: string | undefined) => (cursor ? { cursor } : {});

/** app.bsky.feed.getLikes */
export function likesOf(ctx: ViewContext, uri: string, page: Page) {
  const { records, cursor } = recordPage(ctx.index.pointingAt(uri, COLLECTIONS.LIKE), page);
  return {
    uri,
    likes: records.map((like) => ({
      actor: profileView(ctx, like.did),
      createdAt: String(like.value.createdAt ?? like.indexedAt),
      indexedAt: like.indexedAt,
    })),
    ...withCursor(cursor),
  };
}

/** app.bsky.feed.getRepostedBy */
export function repostedByOf(ctx: ViewContext, uri: string, page: Page) {
  const { records, cursor } = recordPage(ctx.index.pointingAt(uri, COLLECTIONS.REPOST), page);
  return {
    uri,
    repostedBy: records.map((repost) => profileView(ctx, repost.did)),
    ...withCursor(cursor),
  };
}

/** app.bsky.feed.getQuotes */
export function quotesOf(ctx: ViewContext, uri: string, page: Page) {
  const { records, cursor } = recordPage(ctx.index.pointingAt(uri, 'quote'), page);
  return { uri, posts: records.map((post) => postView(ctx, post)), ...withCursor(cursor) };
}
