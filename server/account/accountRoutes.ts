import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { LinkedProfile, ProductAccountStore } from './productAccountStore';

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
const tokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/);

const unauthorized = (c: Context) =>
  c.json({ error: 'Sign in to Polycast first.' }, 401, { 'WWW-Authenticate': 'Bearer' });

/** The request's body, parsed; a clear 400 when it is not what we take. */
async function parseBody<T>(c: Context, schema: z.ZodType<T>) {
  const body: unknown = await c.req.json().catch(() => undefined);
  const parsed = schema.safeParse(body);
  if (parsed.success) return { ok: true as const, value: parsed.data };
  const issue = parsed.error.issues[0];
  const where = issue?.path.join('.') || 'body';
  return { ok: false as const, message: `${where}: ${issue?.message ?? 'not JSON'}` };
}

type SessionEnv = { Variables: { accountId: string; token: string } };

/**
 * `/api/account/…`: a Polycast account, the network profiles it links
 * (getAllConnections, disconnectAccount of reading.md §7.9) and the session
 * a device holds for it, sent as `Authorization: Bearer`.
 */
export function createAccountRoutes(store: ProductAccountStore) {
  const app = new Hono<SessionEnv>();

  app.post('/', async (c) => {
    const body = await parseBody(c, signUpSchema);
    if (!body.ok) return c.json({ error: body.message }, 400);
    const { accountId, token } = store.create(body.value.profiles);
    return c.json(
      { data: { accountId, sessionToken: token, connections: store.connections(accountId) } },
      201,
      { 'Cache-Control': 'no-store' },
    );
  });

  app.use('/*', async (c, next) => {
    const header = c.req.header('authorization') ?? '';
    const token = tokenSchema.safeParse(header.replace(/^Bearer\s+/i, '')).data;
    const accountId = token ? store.accountFor(token) : undefined;
    if (!token || !accountId) return unauthorized(c);
    c.set('accountId', accountId);
    c.set('token', token);
    await next();
  });

  const connections = (c: Context<SessionEnv>) =>
    c.json({ data: { connections: store.connections(c.get('accountId')) } }, 200, {
      'Cache-Control': 'no-store',
    });

  app.get('/connections', (c) => connections(c));

  app.put('/connections', async (c) => {
    const body = await parseBody(c, profileSchema);
    if (!body.ok) return c.json({ error: body.message }, 400);
    store.link(c.get('accountId'), body.value);
    return connections(c);
  });

  app.delete('/connections/:source/:profileId', (c) => {
    const outcome = store.unlink(
      c.get('accountId'),
      c.req.param('source'),
      decodeURIComponent(c.req.param('profileId')),
    );
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
