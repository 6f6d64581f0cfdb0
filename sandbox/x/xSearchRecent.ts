import type { Hono } from 'hono';
import { includesFor } from './xIncludes';
import { pageSizeAsked } from './xListPage';
import { tweetsJson } from './xObjectJson';
import { invalidParameter, problem } from './xProblems';
import type { XState, XTweet, XUser } from './xState';
import { newestFirst } from './xTimelinePage';

type XApp = Hono<{ Variables: { user: XUser } }>;

/** One term of a search query: a word or "quoted phrase", a #hashtag, or `is:retweet`; `-` negates it. */
type Term =
  | { kind: 'text'; value: string; negated: boolean }
  | { kind: 'hashtag'; value: string; negated: boolean }
  | { kind: 'retweet'; negated: boolean };

/**
 * A recent-search query, in the part the sandbox keeps: terms separated by
 * spaces must all match (X's implicit AND), case does not matter, a "quoted
 * phrase" is one term, `#tag` matches the hashtag, `is:retweet` a retweet,
 * and `-` before a term asks for its absence. Other operators
 * (`conversation_id:`, `from:`…) are not simulated: taken as words, they
 * match no tweet.
 */
export function searchTermsOf(query: string): Term[] {
  return [...query.toLowerCase().matchAll(/(-?)(?:"([^"]+)"|(\S+))/g)].flatMap((m): Term[] => {
    const negated = m[1] === '-';
    const phrase = m[2];
    const word = m[3] ?? '';
    if (phrase !== undefined) return [{ kind: 'text', value: phrase, negated }];
    if (word === 'is:retweet') return [{ kind: 'retweet', negated }];
    if (/^#[\p{L}\p{N}_]+$/u.test(word))
      return [{ kind: 'hashtag', value: word.slice(1), negated }];
    return word ? [{ kind: 'text', value: word, negated }] : [];
  });
}

/** Whether a tweet answers every term. */
export function tweetMatches(tweet: Pick<XTweet, 'text' | 'referenced_tweets'>, terms: Term[]) {
  if (!terms.some((t) => !t.negated)) return false;
  const text = tweet.text.toLowerCase();
  const hashtags = new Set(
    [...text.matchAll(/(?<=^|[^\p{L}\p{N}_&])#([\p{L}\p{N}_]+)/gu)].map((m) => m[1] ?? ''),
  );
  const retweet = tweet.referenced_tweets?.some((r) => r.type === 'retweeted') ?? false;
  return terms.every((term) => {
    const found =
      term.kind === 'retweet'
        ? retweet
        : term.kind === 'hashtag'
          ? hashtags.has(term.value)
          : text.includes(term.value);
    return found !== term.negated;
  });
}

/** Where the next page starts: after (older than) the last tweet given. Opaque to clients. */
const tokenFor = (tweet: XTweet) =>
  Buffer.from(JSON.stringify([tweet.created_at, tweet.id])).toString('base64url');

function readToken(token: string): { at: number; id: bigint } | undefined {
  try {
    const [at, id] = JSON.parse(Buffer.from(token, 'base64url').toString()) as unknown[];
    if (typeof at !== 'string' || typeof id !== 'string' || !/^\d+$/.test(id)) return undefined;
    return Number.isNaN(Date.parse(at)) ? undefined : { at: Date.parse(at), id: BigInt(id) };
  } catch {
    return undefined;
  }
}

/** Older than the place: the list runs newest first, by time, then by id. */
const olderThan = (tweet: XTweet, place: { at: number; id: bigint }) => {
  const at = Date.parse(tweet.created_at);
  return at < place.at || (at === place.at && BigInt(tweet.id) < place.id);
};

/**
 * `GET /2/tweets/search/recent`: the tweets whose words answer `query`
 * (1 to 512 characters), newest first, `max_results` 10 to 100 (10 unless
 * asked), the next page by `next_token` (`pagination_token` is taken too),
 * `data` left out when nothing matches, with the page's `includes`.
 */
export function mountXSearchRecent(app: XApp, state: XState) {
  app.get('/2/tweets/search/recent', (c) => {
    const query = c.req.query();
    const words = (query.query ?? '').trim();
    if (!words || words.length > 512)
      return problem(c, 400, 'One or more parameters to your request was invalid.', [
        { message: 'The `query` query parameter can not be empty or longer than 512 characters' },
      ]);
    const size = pageSizeAsked(c, { min: 10, max: 100, fallback: 10 });
    if (size instanceof Response) return size;
    const token = query.next_token ?? query.pagination_token;
    const place = token === undefined ? undefined : readToken(token);
    if (token !== undefined && !place)
      return invalidParameter(c, 'next_token', token, 'is not valid');

    const terms = searchTermsOf(words);
    const found = [...state.tweets.values()]
      .filter((t) => tweetMatches(t, terms) && (!place || olderThan(t, place)))
      .sort(newestFirst);
    const items = found.slice(0, size);
    const first = items[0];
    const last = items[items.length - 1];
    return c.json({
      ...(items.length > 0 ? { data: tweetsJson(state, items) } : {}),
      ...includesFor(state, items, query, c.get('user').id),
      meta: {
        result_count: items.length,
        ...(first && last ? { newest_id: first.id, oldest_id: last.id } : {}),
        ...(last && found.length > items.length ? { next_token: tokenFor(last) } : {}),
      },
    });
  });
}
