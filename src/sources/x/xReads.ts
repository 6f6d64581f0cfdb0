import { z } from 'zod/mini';
import type { Profile } from '@/domain/reading/post';
import { fail, ok } from '@/domain/result';
import { hasPictureOrVideo, isReply } from '@/domain/reading/profileCategories';
import { filteredPage } from '../reading/filteredPage';
import type { SkipReporter } from '../reading/parseItems';
import type { SourceReads } from '../reading/sourceReads';
import type { XConnection } from './xApiClient';
import { createXBookmarks } from './xBookmarks';
import { TIMELINE_QUERY, USER_QUERY, xPageReader, type Parsed } from './xPageRead';
import { xProfile } from './xProfile';
import { userSchema } from './xSchemas';
import { xTweetToPost } from './xTweetToPost';

/** Tweets per page: about what x.com asks for. */
export const X_PAGE_SIZE = 30;

const NO_SUCH_POST = 'X knows no such post.';
const NO_SEARCH = 'X could not search.';

/** A user of a list (who liked a tweet) as a Profile, or why not. */
function userToProfile(raw: unknown): Parsed<Profile> {
  const user = userSchema.safeParse(raw);
  if (user.success) return { ok: true, value: xProfile(user.data) };
  const id = (raw as { id?: unknown } | null)?.id;
  return {
    ok: false,
    reason: z.prettifyError(user.error),
    ...(typeof id === 'string' ? { id } : {}),
  };
}

/**
 * X's reading side through the product server (which holds the tokens):
 * the home timeline (`GET /2/users/:id/timelines/reverse_chronological`, the
 * signed-in person's own), a person's tweets and retweets without their
 * replies (`GET /2/users/:id/tweets?exclude=replies`, as x.com's Posts tab),
 * their replies and their tweets with media (the same list, filtered here:
 * X has no list of either alone),
 * and a post's Likes and Quotes tabs (`GET /2/tweets/:id/liking_users`,
 * `…/quote_tweets`; X has no tab of reposts), and Explore's searches
 * (`GET /2/tweets/search/recent`, `GET /2/users/search`). Pages follow
 * `meta.next_token`; an item that does not read is left out with its reason
 * (parseItems) and the rest of the page is kept.
 */
export function createXReads(
  connection: XConnection,
  options: { pageSize?: number; report?: SkipReporter } = {},
): SourceReads {
  const pageSize = options.pageSize ?? X_PAGE_SIZE;

  const readPage = xPageReader(connection, options.report);

  /** A page of tweets, each with its author, media and the tweets it refers to. */
  const read = (
    path: string,
    query: Record<string, string>,
    cursor: string | undefined,
    signal: AbortSignal,
    missing = 'X knows no such account.',
    token?: 'next_token',
  ) =>
    readPage(
      { path, query: { ...query, ...TIMELINE_QUERY }, missing, ...(token ? { token } : {}) },
      xTweetToPost,
      cursor,
      signal,
    );

  const clamp = (min: number, max: number) => String(Math.min(max, Math.max(min, pageSize)));
  /** A person's tweets, newest first, without what `exclude` names (X's `exclude` parameter). */
  const userTweets = (
    profileId: string,
    exclude: 'replies' | 'retweets' | 'replies,retweets',
    cursor: string | undefined,
    signal: AbortSignal,
  ) => read(`/users/${profileId}/tweets`, { max_results: clamp(5, 100), exclude }, cursor, signal);
  const notAUser = (profileId: string) =>
    fail({ kind: 'invalid', message: `Not an X user id: ${profileId}` });
  const notATweet = (postId: string) =>
    fail({ kind: 'invalid', message: `Not an X post id: ${postId}` });
  return {
    source: 'Twitter',
    // The reader's own bookmarks (xBookmarks.ts), a timeline's page at a time.
    bookmarks: createXBookmarks(connection, { pageSize, report: options.report }).getBookmarks,
    homeTimeline: (cursor, signal) =>
      read(
        `/users/${connection.accountId}/timelines/reverse_chronological`,
        { max_results: clamp(1, 100) },
        cursor,
        signal,
      ),
    authorPosts: async (profileId, cursor, signal) =>
      /^\d+$/.test(profileId)
        ? userTweets(profileId, 'replies', cursor, signal)
        : notAUser(profileId),
    // X has no list of replies alone: the person's tweets with their replies (no
    // retweets), the replies kept, reading on over pages with none (filteredPage).
    authorReplies: async (profileId, cursor, signal) =>
      /^\d+$/.test(profileId)
        ? filteredPage((at) => userTweets(profileId, 'retweets', at, signal), isReply, cursor)
        : notAUser(profileId),
    // Nor of media: the person's own tweets (no replies, no retweets) with media attached.
    authorMedia: async (profileId, cursor, signal) =>
      /^\d+$/.test(profileId)
        ? filteredPage(
            (at) => userTweets(profileId, 'replies,retweets', at, signal),
            hasPictureOrVideo,
            cursor,
          )
        : notAUser(profileId),
    postLikers: async (postId, cursor, signal) => {
      if (!/^\d+$/.test(postId)) return notATweet(postId);
      return readPage(
        {
          path: `/tweets/${postId}/liking_users`,
          query: { max_results: clamp(1, 100), ...USER_QUERY },
          missing: NO_SUCH_POST,
        },
        userToProfile,
        cursor,
        signal,
      );
    },
    postQuotes: async (postId, cursor, signal) => {
      if (!/^\d+$/.test(postId)) return notATweet(postId);
      return read(
        `/tweets/${postId}/quote_tweets`,
        { max_results: clamp(10, 100) },
        cursor,
        signal,
        NO_SUCH_POST,
      );
    },
    // X refuses a search without words (400): with none there is nothing to ask.
    searchPosts: async (query, cursor, signal) => {
      const words = query.trim();
      if (!words) return ok({ items: [] });
      return read(
        '/tweets/search/recent',
        // Retweets would repeat what they retweet: the originals are found themselves.
        { query: `${words} -is:retweet`, max_results: clamp(10, 100) },
        cursor,
        signal,
        NO_SEARCH,
        'next_token',
      );
    },
    searchPeople: async (query, cursor, signal) => {
      const words = query.trim();
      if (!words) return ok({ items: [] });
      return readPage(
        {
          path: '/users/search',
          query: { query: words, max_results: clamp(1, 1000), ...USER_QUERY },
          missing: NO_SEARCH,
          token: 'next_token',
        },
        userToProfile,
        cursor,
        signal,
      );
    },
  };
}
