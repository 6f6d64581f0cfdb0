import type { Context, Hono } from 'hono';
import { z } from 'zod';
import { fieldsOf } from './xIncludes';
import { page, pageSizeAsked } from './xListPage';
import { usersJson } from './xObjectJson';
import {
  invalidParameter,
  notOnBehalf,
  problem,
  resourceNotFound,
  tweetNotFound,
} from './xProblems';
import type { XState, XTweet, XUser } from './xState';
import { timelinePage } from './xTimelinePage';

type XApp = Hono<{ Variables: { user: XUser } }>;

const tweetIdSchema = z.object({ tweet_id: z.string().regex(/^\d+$/) });

/** The tweet a retweet refers to, or the tweet itself. */
export const retweetedId = (tweet: XTweet) =>
  tweet.referenced_tweets?.find((r) => r.type === 'retweeted')?.id;

/**
 * A retweet as X stores it: a tweet of the retweeter's whose text is
 * `RT @author: ` and the original's, with the original's entities moved
 * along and the author named first, referring to the original as
 * `retweeted`.
 */
function retweetOf(state: XState, retweeter: XUser, original: XTweet): XTweet {
  const author = state.users.get(original.author_id);
  const username = author?.username ?? 'i';
  const prefix = `RT @${username}: `;
  const shift = [...prefix].length;
  const moved = <T extends { start: number; end: number }>(entity: T): T => ({
    ...entity,
    start: entity.start + shift,
    end: entity.end + shift,
  });
  const id = state.newId();
  const text = prefix + original.text;
  const urls = (original.entities?.urls ?? []).map(moved);
  return {
    id,
    text,
    written: '',
    entities: {
      mentions: [
        { start: 3, end: 4 + [...username].length, username, id: original.author_id },
        ...(original.entities?.mentions ?? []).map(moved),
      ],
      ...(urls.length > 0 ? { urls } : {}),
    },
    display_text_range: [0, [...text].length],
    author_id: retweeter.id,
    created_at: new Date().toISOString(),
    conversation_id: id,
    referenced_tweets: [{ type: 'retweeted', id: original.id }],
    reply_settings: 'everyone',
  };
}

/** The tweet a body's `tweet_id` names (a retweet's original for a retweet), if X has it. */
export async function tweetInBody(c: Context, state: XState): Promise<XTweet | undefined> {
  const body = tweetIdSchema.safeParse(await c.req.json().catch(() => undefined));
  const tweet = body.success ? state.tweets.get(body.data.tweet_id) : undefined;
  return tweet && (state.tweets.get(retweetedId(tweet) ?? '') ?? tweet);
}

/**
 * Retweets (`POST /2/users/:id/retweets`, undo with `DELETE …/retweets/:id`),
 * likes (`POST /2/users/:id/likes`, `DELETE …/likes/:tweet_id`), who liked a
 * tweet (`GET /2/tweets/:id/liking_users`) and the tweets quoting it
 * (`GET /2/tweets/:id/quote_tweets`). Retweeting or liking twice changes
 * nothing, as on X; retweeting a retweet retweets its original.
 */
export function mountXEngagement(app: XApp, state: XState) {
  const tweetNamed = (c: Context) => tweetInBody(c, state);
  const retweetBy = (userId: string, originalId: string) =>
    [...state.tweets.values()].find((t) => t.author_id === userId && retweetedId(t) === originalId);

  app.post('/2/users/:id/retweets', async (c) => {
    const refused = notOnBehalf(c, c.req.param('id'), 'retweet');
    if (refused) return refused;
    const original = await tweetNamed(c);
    if (!original) return tweetNotFound(c);
    let retweet = retweetBy(c.get('user').id, original.id);
    if (!retweet) {
      retweet = retweetOf(state, c.get('user'), original);
      state.tweets.set(retweet.id, retweet);
    }
    return c.json({ data: { id: retweet.id, retweeted: true } });
  });

  app.delete('/2/users/:id/retweets/:source_tweet_id', (c) => {
    const refused = notOnBehalf(c, c.req.param('id'), 'undo a retweet');
    if (refused) return refused;
    const retweet = retweetBy(c.get('user').id, c.req.param('source_tweet_id'));
    if (retweet) state.tweets.delete(retweet.id);
    return c.json({ data: { retweeted: false } });
  });

  app.post('/2/users/:id/likes', async (c) => {
    const refused = notOnBehalf(c, c.req.param('id'), 'like');
    if (refused) return refused;
    const tweet = await tweetNamed(c);
    if (!tweet) return tweetNotFound(c);
    state.likes.set(tweet.id, (state.likes.get(tweet.id) ?? new Set()).add(c.get('user').id));
    return c.json({ data: { liked: true } });
  });

  app.delete('/2/users/:id/likes/:tweet_id', (c) => {
    const refused = notOnBehalf(c, c.req.param('id'), 'unlike');
    if (refused) return refused;
    state.likes.get(c.req.param('tweet_id'))?.delete(c.get('user').id);
    return c.json({ data: { liked: false } });
  });

  /**
   * A tweet id that is not one is X's 400; one of no tweet it has is a 200
   * with the error in `errors` and neither `data` nor `meta`, as X answers.
   */
  const unknownTweet = (c: Context) => {
    const id = c.req.param('id') ?? '';
    if (!/^\d{1,19}$/.test(id))
      return problem(c, 400, 'One or more parameters to your request was invalid.', [
        { message: `The \`id\` query parameter value [${id}] does not match ^[0-9]{1,19}$` },
      ]);
    if (state.tweets.has(id)) return undefined;
    return c.json({
      errors: [resourceNotFound('tweet', 'id', id, `Could not find tweet with id: [${id}].`)],
    });
  };

  // Who liked a tweet, the latest first: 1 to 100 a page (100 unless asked), `user.fields` honoured.
  app.get('/2/tweets/:id/liking_users', (c) => {
    const size = pageSizeAsked(c, { min: 1, max: 100, fallback: 100 });
    if (size instanceof Response) return size;
    const token = c.req.query('pagination_token');
    if (token !== undefined && !/^\d+$/.test(token))
      return invalidParameter(c, 'pagination_token', token, 'is not valid');
    const unknown = unknownTweet(c);
    if (unknown) return unknown;
    const likers = [...(state.likes.get(c.req.param('id')) ?? [])].reverse();
    const { items, meta } = page(
      likers.flatMap((userId) => state.users.get(userId) ?? []),
      { max_results: String(size), pagination_token: token },
      100,
    );
    const asked = fieldsOf(c.req.query(), 'user.fields');
    return c.json(
      items.length ? { data: usersJson(state, items, c.get('user').id, asked), meta } : { meta },
    );
  });

  // The tweets that quote a tweet, newest first, paged and expanded as the timelines are (10 to 100).
  app.get('/2/tweets/:id/quote_tweets', (c) => {
    const unknown = unknownTweet(c);
    if (unknown) return unknown;
    const id = c.req.param('id');
    const quotes = [...state.tweets.values()].filter((t) =>
      t.referenced_tweets?.some((r) => r.type === 'quoted' && r.id === id),
    );
    return timelinePage(c, state, quotes, { min: 10, max: 100, fallback: 10 });
  });
}
