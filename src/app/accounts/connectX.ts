import { z } from 'zod/mini';
import type { ConnectResult } from './connectBluesky';

/**
 * X signs in on its own site: the app leaves for the product server's OAuth
 * start, X sends the browser back to `returnTo` with `x_connected=<id>`.
 */
export function xSignInUrl(options: {
  apiBase: string;
  viewerId: string;
  returnTo: string;
  loginHint?: string;
}): string {
  const query = new URLSearchParams({
    viewer: options.viewerId,
    return_to: options.returnTo,
    ...(options.loginHint ? { login_hint: options.loginHint } : {}),
  });
  return `${options.apiBase}/api/x/oauth/start?${query}`;
}

const accountsSchema = z.object({
  data: z.array(z.object({ id: z.string(), username: z.string(), name: z.string() })),
});

/** After the round trip: the account X connected, as the server now holds it. */
export async function completeXSignIn(options: {
  apiBase: string;
  viewerId: string;
  accountId: string;
}): Promise<ConnectResult> {
  const answer = await fetch(`${options.apiBase}/api/x/accounts`, {
    headers: { 'X-Viewer-Id': options.viewerId },
  }).catch(() => undefined);
  const accounts = answer?.ok
    ? accountsSchema.safeParse(await answer.json()).data?.data
    : undefined;
  const account = accounts?.find((a) => a.id === options.accountId);
  if (!account) return { ok: false, message: 'X did not connect the account. Please try again.' };
  return {
    ok: true,
    account: {
      source: 'Twitter',
      accountId: account.id,
      handle: account.username,
      displayName: account.name,
      via: 'signIn',
    },
  };
}
