import type { Context, MiddlewareHandler } from 'hono';
import { z } from 'zod';
import type { ProductAccountStore } from './productAccountStore';

/** What a route behind the session middleware knows about its caller. */
export type SessionEnv = { Variables: { accountId: string; token: string } };

const tokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/);

export const unauthorized = (c: Context) =>
  c.json({ error: 'Sign in to Polycast first.' }, 401, { 'WWW-Authenticate': 'Bearer' });

/**
 * The device's Polycast session (`Authorization: Bearer <token>`), checked
 * against the stored hashes; 401 without a live one.
 */
export function requireProductSession(store: ProductAccountStore): MiddlewareHandler<SessionEnv> {
  return async (c, next) => {
    const header = c.req.header('authorization') ?? '';
    const token = tokenSchema.safeParse(header.replace(/^Bearer\s+/i, '')).data;
    const accountId = token ? store.accountFor(token) : undefined;
    if (!token || !accountId) return unauthorized(c);
    c.set('accountId', accountId);
    c.set('token', token);
    await next();
  };
}
