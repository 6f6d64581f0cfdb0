import type { XState, XTweet, XUser } from './xState';

type TweetCounts = { reply_count: number; retweet_count: number; quote_count: number };

const COUNTED = {
  replied_to: 'reply_count',
  retweeted: 'retweet_count',
  quoted: 'quote_count',
} as const;

/** How often each tweet was replied to, retweeted and quoted: one pass over every tweet. */
function tweetCounts(state: XState): Map<string, TweetCounts> {
  const counts = new Map<string, TweetCounts>();
  for (const tweet of state.tweets.values()) {
    for (const ref of tweet.referenced_tweets ?? []) {
      const known = counts.get(ref.id) ?? { reply_count: 0, retweet_count: 0, quote_count: 0 };
      known[COUNTED[ref.type]] += 1;
      counts.set(ref.id, known);
    }
  }
  return counts;
}

/**
 * Tweets as the v2 API answers them: `edit_history_tweet_ids`, and
 * `public_metrics` counted from what the stand-in holds (impressions are
 * not kept: 0). A tweet made malformed on purpose
 * (`POST /sandbox/tweets`) is served broken as asked.
 */
export function tweetsJson(state: XState, tweets: readonly XTweet[]): Record<string, unknown>[] {
  const counts = tweets.length > 0 ? tweetCounts(state) : new Map<string, TweetCounts>();
  const bookmarks = new Map<string, number>();
  for (const ids of state.bookmarks.values())
    for (const id of ids) bookmarks.set(id, (bookmarks.get(id) ?? 0) + 1);
  return tweets.map(({ written: _written, malformed, ...tweet }) => {
    const served: Record<string, unknown> = {
      ...tweet,
      edit_history_tweet_ids: [tweet.id],
      public_metrics: {
        retweet_count: 0,
        reply_count: 0,
        quote_count: 0,
        ...counts.get(tweet.id),
        like_count: state.likes.get(tweet.id)?.size ?? 0,
        bookmark_count: bookmarks.get(tweet.id) ?? 0,
        impression_count: 0,
      },
    };
    for (const field of malformed?.omit ?? []) delete served[field];
    return { ...served, ...malformed?.set };
  });
}

/** One tweet as the v2 API answers it (see `tweetsJson`). */
export const tweetJson = (state: XState, tweet: XTweet) => tweetsJson(state, [tweet])[0] ?? {};

/** What X sends of a user whatever `user.fields` asks. */
const DEFAULT_USER_FIELDS: ReadonlySet<string> = new Set(['id', 'name', 'username']);

/**
 * Users as the v2 API answers them: `public_metrics` counted from what the
 * stand-in holds (lists are not kept: 0), and, for a signed-in `viewer`
 * looking at someone else, `connection_status` (whether each follows the other, a follow request
 * pending, a mute).
 * Given the `user.fields` asked (`asked`), only those and the default three
 * are sent, as X does; without it, everything the stand-in knows.
 */
export function usersJson(
  state: XState,
  users: readonly XUser[],
  viewer?: string,
  asked?: ReadonlySet<string>,
): Record<string, unknown>[] {
  if (users.length === 0) return [];
  const followers = new Map<string, number>();
  for (const followed of state.following.values())
    for (const id of followed) followers.set(id, (followers.get(id) ?? 0) + 1);
  const tweets = new Map<string, number>();
  for (const tweet of state.tweets.values())
    tweets.set(tweet.author_id, (tweets.get(tweet.author_id) ?? 0) + 1);
  const likes = new Map<string, number>();
  for (const likers of state.likes.values())
    for (const id of likers) likes.set(id, (likes.get(id) ?? 0) + 1);
  const served = (user: Record<string, unknown>) =>
    asked
      ? Object.fromEntries(
          Object.entries(user).filter(([k]) => DEFAULT_USER_FIELDS.has(k) || asked.has(k)),
        )
      : user;
  return users.map((user) =>
    served({
      ...user,
      public_metrics: {
        followers_count: followers.get(user.id) ?? 0,
        following_count: state.following.get(user.id)?.size ?? 0,
        tweet_count: tweets.get(user.id) ?? 0,
        listed_count: 0,
        like_count: likes.get(user.id) ?? 0,
      },
      ...(viewer && viewer !== user.id
        ? {
            connection_status: [
              ...(state.following.get(viewer)?.has(user.id) ? ['following'] : []),
              ...(state.followRequests.get(viewer)?.has(user.id) ? ['follow_request_sent'] : []),
              ...(state.following.get(user.id)?.has(viewer) ? ['followed_by'] : []),
              ...(state.muting.get(viewer)?.has(user.id) ? ['muting'] : []),
            ],
          }
        : {}),
    }),
  );
}

/** One user as the v2 API answers it (see `usersJson`). */
export const userJson = (state: XState, user: XUser, viewer?: string) =>
  usersJson(state, [user], viewer)[0] ?? {};
