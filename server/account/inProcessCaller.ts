import type { Context } from 'hono';

/**
 * What the server passes (as Hono's `env`) when it calls its own routes in
 * process on behalf of an account: the scheduled-post dispatcher posting to
 * X through `/api/x` as the account that delegated it. Requests from the
 * network carry @hono/node-server's env (`incoming`, `outgoing`) and can
 * never set this.
 */
export interface InProcessEnv {
  actingAccountId: string;
}

export const inProcessAccount = (c: Context): string | undefined => {
  const env = c.env as Partial<InProcessEnv> | undefined;
  return typeof env?.actingAccountId === 'string' ? env.actingAccountId : undefined;
};
