import type { Context } from 'hono';
import { includesFor } from './xIncludes';
import { tweetsJson } from './xObjectJson';
import { pageSizeAsked } from './xListPage';
import { invalidParameter } from './xProblems';
import type { XState, XTweet, XUser } from './xState';

/** Where a page starts: after (older than) or before (newer than) a tweet's place. */
interface Cursor {
  direction: 'next' | 'previous';
  at: number;
  id: bigint;
}

const placeOf = (tweet: XTweet) => ({ at: Date.parse(tweet.created_at), id: BigInt(tweet.id) });

/** Negative when `a` comes first: newest first, by time, then by id (X's ids grow with time). */
function compare(a: { at: number; id: bigint }, b: { at: number; id: bigint }): number {
  if (a.at !== b.at) return b.at - a.at;
  return a.id === b.id ? 0 : a.id > b.id ? -1 : 1;
}

export const newestFirst = (a: XTweet, b: XTweet) => compare(placeOf(a), placeOf(b));

/**
 * A pagination token names the place of the last tweet given (or the first,
 * going back), not an offset: a tweet posted while someone pages neither
 * repeats nor hides one. Opaque to clients, as X's are.
 */
const tokenFor = (direction: Cursor['direction'], tweet: XTweet) =>
  Buffer.from(JSON.stringify([direction, tweet.created_at, tweet.id])).toString('base64url');

function readToken(token: string): Cursor | undefined {
  try {
    const [direction, at, id] = JSON.parse(Buffer.from(token, 'base64url').toString()) as unknown[];
    if ((direction !== 'next' && direction !== 'previous') || typeof at !== 'string') return;
    if (typeof id !== 'string' || !/^\d+$/.test(id) || Number.isNaN(Date.parse(at))) return;
    return { direction, at: Date.parse(at), id: BigInt(id) };
  } catch {
    return undefined;
  }
}

const EXCLUDABLE = ['replies', 'retweets'] as const;
const refersAs = (tweet: XTweet, type: string) =>
  tweet.referenced_tweets?.some((r) => r.type === type) ?? false;

/**
 * One page of a tweet timeline as X's v2 timelines answer it (user tweets,
 * the home timeline, a tweet's quote tweets): newest first; `max_results` within the endpoint's
 * bounds (else 400); `exclude=replies,retweets`; `pagination_token` from
 * `meta.next_token` or `previous_token`; `data` left out when empty;
 * `includes` for the page's expansions; `meta` with `result_count`,
 * `newest_id`, `oldest_id`.
 */
export function timelinePage(
  c: Context<{ Variables: { user: XUser } }>,
  state: XState,
  tweets: readonly XTweet[],
  limits: { min: number; max: number; fallback: number },
): Response {
  const query = c.req.query();
  const size = pageSizeAsked(c, limits);
  if (size instanceof Response) return size;
  const exclude = (query.exclude ?? '').split(',').filter(Boolean);
  const unknown = exclude.find((e) => !(EXCLUDABLE as readonly string[]).includes(e));
  if (unknown)
    return invalidParameter(c, 'exclude', unknown, `is not one of [${EXCLUDABLE.join(',')}]`);
  const cursor =
    query.pagination_token === undefined ? undefined : readToken(query.pagination_token);
  if (query.pagination_token !== undefined && !cursor)
    return invalidParameter(c, 'pagination_token', query.pagination_token, 'is not valid');

  const kept = tweets
    .filter(
      (t) =>
        !(exclude.includes('replies') && refersAs(t, 'replied_to')) &&
        !(exclude.includes('retweets') && refersAs(t, 'retweeted')),
    )
    .sort(newestFirst);
  let start = 0;
  let end = Math.min(size, kept.length);
  if (cursor?.direction === 'next') {
    const from = kept.findIndex((t) => compare(placeOf(t), cursor) > 0);
    start = from === -1 ? kept.length : from;
    end = Math.min(start + size, kept.length);
  } else if (cursor) {
    const to = kept.findIndex((t) => compare(placeOf(t), cursor) >= 0);
    end = to === -1 ? kept.length : to;
    start = Math.max(0, end - size);
  }
  const items = kept.slice(start, end);
  const first = items[0];
  const last = items[items.length - 1];
  return c.json({
    ...(items.length > 0 ? { data: tweetsJson(state, items) } : {}),
    ...includesFor(state, items, query, c.get('user').id),
    meta: {
      result_count: items.length,
      ...(first && last ? { newest_id: first.id, oldest_id: last.id } : {}),
      ...(last && end < kept.length ? { next_token: tokenFor('next', last) } : {}),
      ...(first && start > 0 ? { previous_token: tokenFor('previous', first) } : {}),
    },
  });
}
