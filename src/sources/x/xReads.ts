import { z } from 'zod/mini';
import type { Page, Profile } from '@/domain/reading/post';
import { fail, ok, type SourceResult } from '@/domain/result';
import { hasPictureOrVideo, isReply } from '@/domain/reading/profileCategories';
import { filteredPage } from '../reading/filteredPage';
import { parseItems, type SkipReporter } from '../reading/parseItems';
import type { SourceReads } from '../reading/sourceReads';
import { xCall, type XConnection } from './xApiClient';
import { xProfile } from './xProfile';
import { mediaSchema, userSchema, type XMedia, type XUser } from './xSchemas';
import { xTweetToPost, type XIncluded } from './xTweetToPost';

/** Tweets per page: about what x.com asks for. */
export const X_PAGE_SIZE = 30;

/** What a person is shown with: name, picture, banner, bio, counts, and how they relate to the reader. */
const USER_QUERY = {
  'user.fields':
    'name,username,profile_image_url,profile_banner_url,description,public_metrics,connection_status',
};

/**
 * What a timeline asks X for: each tweet with its author, media, and the
 * tweets it refers to (a retweet's original, a quoted tweet) with their
 * authors and media, so a page reads without a second call.
 */
const TIMELINE_QUERY = {
  expansions:
    'author_id,in_reply_to_user_id,attachments.media_keys,referenced_tweets.id,referenced_tweets.id.author_id,referenced_tweets.id.attachments.media_keys',
  'tweet.fields':
    'created_at,author_id,public_metrics,entities,referenced_tweets,attachments,conversation_id,in_reply_to_user_id,display_text_range,note_tweet,community_id',
  ...USER_QUERY,
  'media.fields': 'url,preview_image_url,width,height,alt_text,type,variants,duration_ms',
};

const NO_SUCH_POST = 'X knows no such post.';
const NO_SEARCH = 'X could not search.';

/** X's type for a partial error saying that what the request named does not exist. */
const NOT_FOUND = 'https://api.twitter.com/2/problems/resource-not-found';

/**
 * A page's frame; its items (tweets or users) and included objects are read
 * one by one below. `errors` without `data` is how X says the tweet or user
 * the path names does not exist.
 */
const pageSchema = z.object({
  data: z.optional(z.array(z.unknown())),
  includes: z.optional(
    z.object({
      users: z.optional(z.array(z.unknown())),
      tweets: z.optional(z.array(z.unknown())),
      media: z.optional(z.array(z.unknown())),
    }),
  ),
  meta: z.optional(z.object({ next_token: z.optional(z.string()) })),
  errors: z.optional(z.array(z.object({ type: z.optional(z.string()) }))),
});

type Parsed<T> = { ok: true; value: T } | { ok: false; reason: string; id?: string };

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

/** Each included object alone: one that does not read is dropped (a tweet needing it is then skipped). */
function includedOf(includes: z.infer<typeof pageSchema>['includes']): XIncluded {
  const users = new Map<string, XUser>();
  for (const raw of includes?.users ?? []) {
    const user = userSchema.safeParse(raw);
    if (user.success) users.set(user.data.id, user.data);
  }
  const tweets = new Map<string, unknown>();
  for (const raw of includes?.tweets ?? []) {
    const id = (raw as { id?: unknown } | null)?.id;
    if (typeof id === 'string') tweets.set(id, raw);
  }
  const media = (includes?.media ?? []).flatMap((raw): XMedia[] => {
    const parsed = mediaSchema.safeParse(raw);
    return parsed.success ? [parsed.data] : [];
  });
  return { users, tweets, media };
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

  /**
   * One page of any X list, tweets or users: `parse` reads each item with
   * what came in `includes`. `missing` is what to say when X knows nothing
   * of the tweet or user the path names.
   */
  async function readPage<Item>(
    request: {
      path: string;
      query: Record<string, string>;
      missing: string;
      /** What the endpoint calls the token of the next page: searches take `next_token`. */
      token?: 'pagination_token' | 'next_token';
    },
    parse: (raw: unknown, included: XIncluded) => Parsed<Item>,
    cursor: string | undefined,
    signal: AbortSignal,
  ): Promise<SourceResult<Page<Item>>> {
    const search = new URLSearchParams({
      ...request.query,
      ...(cursor ? { [request.token ?? 'pagination_token']: cursor } : {}),
    });
    const answer = await xCall(connection, `${request.path}?${search}`, { signal });
    if (!answer.ok) return answer;
    if (answer.value === undefined)
      return fail({ kind: 'invalid', message: request.missing, status: 404 });
    const page = pageSchema.safeParse(answer.value);
    if (!page.success)
      return fail({ kind: 'network', message: 'X answered a list in an unknown shape.' });
    if (!page.data.data && page.data.errors?.some((e) => e.type === NOT_FOUND))
      return fail({ kind: 'invalid', message: request.missing, code: NOT_FOUND });
    const included = includedOf(page.data.includes);
    const items = parseItems(
      'X',
      page.data.data ?? [],
      (raw) => parse(raw, included),
      options.report,
    );
    const next = page.data.meta?.next_token;
    return ok({ items, ...(next ? { cursor: next } : {}) });
  }

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
