import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { decodedParam } from '../http/decodedParam';
import { parseJsonBody } from '../http/parseJsonBody';
import type { LinkedProfile, ProductAccountStore } from './productAccountStore';
import { requireProductSession, type SessionEnv } from './requireProductSession';

/** The wording the app turns into its own toast (reading.md §8, Disconnect). */
export const LAST_ACCOUNT_MESSAGE = 'Please leave at least 1 account';

const profileSchema = z.object({
  source: z.enum(['Farcaster', 'Lens', 'Twitter', 'Bsky']),
  profileId: z.string().min(1).max(128),
  handle: z.string().min(1).max(128),
  displayName: z.string().max(128),
  avatarUrl: z.string().url().max(2048).optional(),
}) satisfies z.ZodType<LinkedProfile>;

const signUpSchema = z.object({ profiles: z.array(profileSchema).min(1).max(40) });

/**
 * `/api/account/…`: a Polycast account, the network profiles it links
 * (getAllConnections, disconnectAccount of reading.md §7.9) and the session
 * a device holds for it, sent as `Authorization: Bearer`.
 */
export function createAccountRoutes(store: ProductAccountStore) {
  const app = new Hono<SessionEnv>();

  app.post('/', async (c) => {
    const body = await parseJsonBody(c, signUpSchema);
    if (!body.ok) return c.json({ error: body.message }, 400);
    const { accountId, token } = store.create(body.value.profiles);
    return c.json(
      { data: { accountId, sessionToken: token, connections: store.connections(accountId) } },
      201,
      { 'Cache-Control': 'no-store' },
    );
  });

  app.use('/*', requireProductSession(store));

  const connections = (c: Context<SessionEnv>) =>
    c.json({ data: { connections: store.connections(c.get('accountId')) } }, 200, {
      'Cache-Control': 'no-store',
    });

  app.get('/connections', (c) => connections(c));

  app.put('/connections', async (c) => {
    const body = await parseJsonBody(c, profileSchema);
    if (!body.ok) return c.json({ error: body.message }, 400);
    store.link(c.get('accountId'), body.value);
    return connections(c);
  });

  app.delete('/connections/:source/:profileId', (c) => {
    const profileId = decodedParam(c, 'profileId');
    if (profileId === undefined)
      return c.json({ error: 'The profile id in the path is not validly percent-encoded.' }, 400);
    const outcome = store.unlink(c.get('accountId'), c.req.param('source'), profileId);
    if (outcome === 'not_found') return c.json({ error: 'This profile is not linked.' }, 404);
    if (outcome === 'last') return c.json({ error: LAST_ACCOUNT_MESSAGE }, 409);
    return connections(c);
  });

  app.delete('/session', (c) => {
    store.revoke(c.get('token'));
    return c.body(null, 204);
  });

  return app;
}
