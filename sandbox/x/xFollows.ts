import type { Context, Hono } from 'hono';
import { z } from 'zod';
import { page } from './xListPage';
import { usersJson } from './xObjectJson';
import { problem } from './xProblems';
import { timelinePage } from './xTimelinePage';
import { retweetedId } from './xEngagement';
import type { XState, XTweet, XUser } from './xState';

type XApp = Hono<{ Variables: { user: XUser } }>;

/**
 * Follows (`/2/users/:id/following`, `/followers`, follow and unfollow) and
 * the home timeline (`/2/users/:id/timelines/reverse_chronological`).
 */
export function mountXFollows(app: XApp, state: XState) {
  const followingOf = (id: string) => state.following.get(id) ?? new Set<string>();
  const requestsOf = (id: string) => state.followRequests.get(id) ?? new Set<string>();

  const users = (c: Context<{ Variables: { user: XUser } }>, ids: readonly string[]) => {
    const { items, meta } = page(
      ids.flatMap((id) => state.users.get(id) ?? []),
      c.req.query(),
    );
    return c.json(
      items.length ? { data: usersJson(state, items, c.get('user').id), meta } : { meta },
    );
  };

  app.get('/2/users/:id/following', (c) => {
    if (!state.users.has(c.req.param('id')))
      return problem(c, 404, `Could not find user with id: [${c.req.param('id')}].`);
    return users(c, [...followingOf(c.req.param('id'))].reverse());
  });

  app.get('/2/users/:id/followers', (c) => {
    const id = c.req.param('id');
    if (!state.users.has(id)) return problem(c, 404, `Could not find user with id: [${id}].`);
    return users(
      c,
      [...state.following].filter(([, followed]) => followed.has(id)).map(([follower]) => follower),
    );
  });

  app.post('/2/users/:id/following', async (c) => {
    if (c.req.param('id') !== c.get('user').id)
      return problem(c, 403, 'You can only follow on behalf of the authenticated user.');
    const body = z
      .object({ target_user_id: z.string().regex(/^\d+$/) })
      .safeParse(await c.req.json().catch(() => undefined));
    if (!body.success || !state.users.has(body.data.target_user_id))
      return problem(c, 400, 'One or more parameters to your request was invalid.', [
        { message: 'target_user_id must name an existing user.' },
      ]);
    if (body.data.target_user_id === c.get('user').id)
      return problem(c, 403, 'You cannot follow yourself.');
    const me = c.get('user').id;
    const target = body.data.target_user_id;
    // A protected account approves its followers: until then the follow is a request, pending.
    if (state.users.get(target)?.protected && !followingOf(me).has(target)) {
      state.followRequests.set(me, requestsOf(me).add(target));
      return c.json({ data: { following: false, pending_follow: true } });
    }
    state.following.set(me, followingOf(me).add(target));
    return c.json({ data: { following: true, pending_follow: false } });
  });

  // Unfollowing also withdraws a request still pending.
  app.delete('/2/users/:source_user_id/following/:target_user_id', (c) => {
    if (c.req.param('source_user_id') !== c.get('user').id)
      return problem(c, 403, 'You can only unfollow on behalf of the authenticated user.');
    followingOf(c.get('user').id).delete(c.req.param('target_user_id'));
    requestsOf(c.get('user').id).delete(c.req.param('target_user_id'));
    return c.json({ data: { following: false } });
  });

  /**
   * The signed-in person's own tweets and retweets and those of everyone they
   * follow, without those of the people they muted, nor others' retweets of
   * them (X: muting removes an account's posts from your timeline).
   */
  app.get('/2/users/:id/timelines/reverse_chronological', (c) => {
    const me = c.get('user');
    if (c.req.param('id') !== me.id)
      return problem(c, 403, 'You can only read the home timeline of the authenticated user.');
    const muted = state.muting.get(me.id) ?? new Set<string>();
    const authors = new Set([me.id, ...followingOf(me.id)]);
    const originalAuthor = (t: XTweet) =>
      state.tweets.get(retweetedId(t) ?? '')?.author_id ?? t.author_id;
    const all = [...state.tweets.values()].filter(
      (t) => authors.has(t.author_id) && !muted.has(t.author_id) && !muted.has(originalAuthor(t)),
    );
    return timelinePage(c, state, all, { min: 1, max: 100, fallback: 100 });
  });
}
