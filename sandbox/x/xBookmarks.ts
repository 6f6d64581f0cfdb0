import type { Hono } from 'hono';
import { tweetInBody } from './xEngagement';
import { includesFor } from './xIncludes';
import { page, pageSizeAsked } from './xListPage';
import { tweetsJson } from './xObjectJson';
import { invalidParameter, notOnBehalf, tweetNotFound } from './xProblems';
import type { XState, XUser } from './xState';

type XApp = Hono<{ Variables: { user: XUser } }>;

/**
 * Bookmarks (`POST /2/users/:id/bookmarks {tweet_id}`, `DELETE
 * /2/users/:id/bookmarks/:tweet_id`, `GET /2/users/:id/bookmarks`), each
 * only for the signed-in user's own, as on X. Bookmarking twice keeps one
 * bookmark and removing one that is not there changes nothing; both answer
 * the state (`{data: {bookmarked}}`). The list is the latest bookmark first,
 * 1 to 100 a page (100 unless asked), expanded as the timelines are; a
 * bookmarked tweet since deleted is no longer in it.
 */
export function mountXBookmarks(app: XApp, state: XState) {
  const bookmarksOf = (userId: string) => state.bookmarks.get(userId) ?? [];

  app.post('/2/users/:id/bookmarks', async (c) => {
    const refused = notOnBehalf(c, c.req.param('id'), 'bookmark');
    if (refused) return refused;
    const tweet = await tweetInBody(c, state);
    if (!tweet) return tweetNotFound(c);
    const mine = bookmarksOf(c.get('user').id);
    if (!mine.includes(tweet.id)) state.bookmarks.set(c.get('user').id, [...mine, tweet.id]);
    return c.json({ data: { bookmarked: true } });
  });

  app.delete('/2/users/:id/bookmarks/:tweet_id', (c) => {
    const refused = notOnBehalf(c, c.req.param('id'), 'remove a bookmark');
    if (refused) return refused;
    const me = c.get('user').id;
    state.bookmarks.set(
      me,
      bookmarksOf(me).filter((id) => id !== c.req.param('tweet_id')),
    );
    return c.json({ data: { bookmarked: false } });
  });

  app.get('/2/users/:id/bookmarks', (c) => {
    const refused = notOnBehalf(c, c.req.param('id'), 'read bookmarks');
    if (refused) return refused;
    const size = pageSizeAsked(c, { min: 1, max: 100, fallback: 100 });
    if (size instanceof Response) return size;
    const token = c.req.query('pagination_token');
    if (token !== undefined && !/^\d+$/.test(token))
      return invalidParameter(c, 'pagination_token', token, 'is not valid');
    const latestFirst = [...bookmarksOf(c.get('user').id)]
      .reverse()
      .flatMap((id) => state.tweets.get(id) ?? []);
    const { items, meta } = page(
      latestFirst,
      { max_results: String(size), pagination_token: token },
      100,
    );
    return c.json({
      ...(items.length > 0 ? { data: tweetsJson(state, items) } : {}),
      ...includesFor(state, items, c.req.query(), c.get('user').id),
      meta,
    });
  });
}
