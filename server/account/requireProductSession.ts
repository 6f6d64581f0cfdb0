import type { Context, MiddlewareHandler } from 'hono';
import { z } from 'zod';
import type { ProductAccountStore } from './productAccountStore';

/** What a route behind the session middleware knows about its caller. */
export type SessionEnv = { Variables: { accountId: string; token: string } };

const tokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/);

export const unauthorized = (c: Context) =>
  c.json({ error: 'Sign in to Polycast first.' }, 401, { 'WWW-Authenticate': 'Bearer' });

/**
 * The caller's Polycast session (`Authorization: Bearer <token>`), checked
 * against the stored hashes; undefined when it sent none, or one that is
 * malformed, unknown or signed out. For public routes that tell the owner
 * more than anyone else.
 */
export function productSessionOf(
  store: ProductAccountStore,
  c: Context,
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
 * against the stored hashes; 401 without a live one.
 */
export function requireProductSession(store: ProductAccountStore): MiddlewareHandler<SessionEnv> {
  return async (c, next) => {
    const session = productSessionOf(store, c);
    if (!session) return unauthorized(c);
    c.set('accountId', session.accountId);
    c.set('token', session.token);
    await next();
  };
}
