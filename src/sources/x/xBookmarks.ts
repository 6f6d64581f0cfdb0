import type { Page, Post } from '@/domain/reading/post';
import type { SourceResult } from '@/domain/result';
import type { SkipReporter } from '../reading/parseItems';
import type { XConnection } from './xApiClient';
import { TIMELINE_QUERY, xPageReader } from './xPageRead';
import { xTweetToPost } from './xTweetToPost';

/** Bookmarks a page: X's most (`max_results` 1 to 100). */
export const X_BOOKMARKS_PAGE_SIZE = 100;

/**
 * The signed-in X user's bookmarks, one page at a time, the latest bookmark
 * first (`GET /2/users/:id/bookmarks`, which X answers for one's own only),
 * each tweet with its author, media and the tweets it refers to, as a
 * timeline's. The next page's cursor is X's `meta.next_token`, absent after
 * the last. Bookmarks are private: only the token's owner can read them.
 */
export function createXBookmarks(
  connection: XConnection,
  options: { pageSize?: number; report?: SkipReporter } = {},
) {
  const readPage = xPageReader(connection, options.report);
  const size = Math.min(100, Math.max(1, options.pageSize ?? X_BOOKMARKS_PAGE_SIZE));
  return {
    getBookmarks: (
      cursor: string | undefined,
      signal: AbortSignal,
    ): Promise<SourceResult<Page<Post>>> =>
      readPage(
        {
          path: `/users/${connection.accountId}/bookmarks`,
          query: { max_results: String(size), ...TIMELINE_QUERY },
          missing: 'X knows no such account.',
        },
        xTweetToPost,
        cursor,
        signal,
      ),
  };
}
