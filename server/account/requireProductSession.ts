import type { Context, MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { inProcessAccount } from './inProcessCaller';
import type { ProductAccountStore } from './productAccountStore';

/** What a route behind the session middleware knows about its caller. */
export type SessionEnv = { Variables: { accountId: string; token: string } };

const tokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/);

export const unauthorized = (c: Context) =>
  c.json({ error: 'Sign in to Polycast first.' }, 401, { 'WWW-Authenticate': 'Bearer' });

/**
 * The account of the request's live session (`Authorization: Bearer
 * <token>`), if any; for public routes that tell the owner more than anyone else.
 */
export function sessionOf(
  c: Context,
  store: ProductAccountStore,
): { accountId: string; token: string } | undefined {
  const header = c.req.header('authorization') ?? '';
  const token = tokenSchema.safeParse(header.replace(/^Bearer\s+/i, '')).data;
  const accountId = token ? store.accountFor(token) : undefined;
  return token && accountId ? { accountId, token } : undefined;
}

/** True when the account links this network profile. */
export function accountLinks(
  store: ProductAccountStore,
  accountId: string,
  profile: { source: string; profileId: string },
): boolean {
  return store
    .connections(accountId)
    .some((p) => p.source === profile.source && p.profileId === profile.profileId);
}

/**
 * The device's Polycast session (`Authorization: Bearer <token>`), checked
 * against the stored hashes; 401 without a live one. The server's own
 * in-process calls act for the account they name (inProcessCaller.ts) and
 * carry no token.
 */
export function requireProductSession(store: ProductAccountStore): MiddlewareHandler<SessionEnv> {
  return async (c, next) => {
    const acting = inProcessAccount(c);
    const session = acting ? { accountId: acting, token: '' } : sessionOf(c, store);
    if (!session) return unauthorized(c);
    c.set('accountId', session.accountId);
    c.set('token', session.token);
    await next();
  };
}
