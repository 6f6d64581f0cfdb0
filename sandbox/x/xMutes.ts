import type { Hono } from 'hono';
import { z } from 'zod';
import { page } from './xListPage';
import { usersJson } from './xObjectJson';
import { notOnBehalf, problem } from './xProblems';
import type { XState, XUser } from './xState';

type XApp = Hono<{ Variables: { user: XUser } }>;

const targetSchema = z.object({ target_user_id: z.string().regex(/^\d{1,19}$/) });

/**
 * Mutes (`POST /2/users/:id/muting {target_user_id}`, `DELETE
 * /2/users/:source_user_id/muting/:target_user_id`, `GET /2/users/:id/muting`),
 * only for the signed-in user's own. Muting twice keeps one mute and
 * unmuting someone not muted changes nothing; both answer the state
 * (`{data: {muting}}`). A muted person's tweets leave the home timeline
 * (xFollows) and their profile says `muting` in `connection_status`.
 */
export function mountXMutes(app: XApp, state: XState) {
  const mutedBy = (userId: string) => state.muting.get(userId) ?? new Set<string>();

  app.post('/2/users/:id/muting', async (c) => {
    const refused = notOnBehalf(c, c.req.param('id'), 'mute');
    if (refused) return refused;
    const body = targetSchema.safeParse(await c.req.json().catch(() => undefined));
    if (!body.success || !state.users.has(body.data.target_user_id))
      return problem(c, 400, 'One or more parameters to your request was invalid.', [
        { message: 'target_user_id must name an existing user.' },
      ]);
    if (body.data.target_user_id === c.get('user').id)
      return problem(c, 403, 'You cannot mute yourself.');
    state.muting.set(c.get('user').id, mutedBy(c.get('user').id).add(body.data.target_user_id));
    return c.json({ data: { muting: true } });
  });

  app.delete('/2/users/:source_user_id/muting/:target_user_id', (c) => {
    const refused = notOnBehalf(c, c.req.param('source_user_id'), 'unmute');
    if (refused) return refused;
    mutedBy(c.get('user').id).delete(c.req.param('target_user_id'));
    return c.json({ data: { muting: false } });
  });

  // Whom the signed-in user muted, the latest first.
  app.get('/2/users/:id/muting', (c) => {
    const refused = notOnBehalf(c, c.req.param('id'), 'read mutes');
    if (refused) return refused;
    const { items, meta } = page(
      [...mutedBy(c.get('user').id)].reverse().flatMap((id) => state.users.get(id) ?? []),
      c.req.query(),
    );
    return c.json(
      items.length ? { data: usersJson(state, items, c.get('user').id), meta } : { meta },
    );
  });
}
