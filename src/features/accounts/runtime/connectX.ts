import { z } from 'zod/mini';
import { call, refusalWords } from '@/sources/product/productApi';
import { xCall } from '@/sources/x/xApiClient';
import { avatarField } from './avatarField';
import type { ConnectResult } from './connectBluesky';

const startedSchema = z.object({ data: z.object({ authorizeUrl: z.url() }) });
const accountsSchema = z.object({
  data: z.array(z.object({ id: z.string(), username: z.string(), name: z.string() })),
});

/**
 * Begins X's sign-in: the product server files it (for the device's Polycast
 * account when it has a session; otherwise the sign-in signs in to one) and
 * binds it to this browser with a cookie; the answer is X's page to go to.
 * X sends the browser back to `returnTo` with `x_connected=<id>`.
 */
export async function startXSignIn(options: {
  apiBase: string;
  session: string | undefined;
  returnTo: string;
  loginHint?: string;
}): Promise<{ ok: true; authorizeUrl: string } | { ok: false; message: string }> {
  const api = { apiBase: options.apiBase, ...(options.session ? { token: options.session } : {}) };
  const answer = await call(api, 'POST', '/api/x/oauth/start', {
    body: {
      returnTo: options.returnTo,
      ...(options.loginHint ? { loginHint: options.loginHint } : {}),
    },
    schema: startedSchema,
  });
  if (answer.ok) return { ok: true, authorizeUrl: answer.value.data.authorizeUrl };
  return {
    ok: false,
    message: refusalWords(answer.error) ?? 'X sign-in could not start. Please try again.',
  };
}

const sessionSchema = z.object({
  data: z.object({ accountId: z.uuid(), sessionToken: z.string() }),
});

/**
 * After an X sign-in the device began without a Polycast session: the
 * session of the account it signed in to, handed over once to this browser
 * (its cookie).
 */
export async function collectXSession(
  apiBase: string,
): Promise<{ accountId: string; token: string } | undefined> {
  const answer = await call({ apiBase }, 'POST', '/api/x/oauth/session', {
    schema: sessionSchema,
  });
  if (!answer.ok) return undefined;
  return { accountId: answer.value.data.accountId, token: answer.value.data.sessionToken };
}

/** The X accounts the device's Polycast account holds on the server; undefined if it cannot tell. */
export async function listXAccounts(apiBase: string, session: string | undefined) {
  if (!session) return undefined;
  const answer = await call({ apiBase, token: session }, 'GET', '/api/x/accounts', {
    schema: accountsSchema,
  });
  return answer.ok ? answer.value.data : undefined;
}

const xUserSchema = z.object({
  data: z.object({
    profile_image_url: z.optional(z.string()),
    verified: z.optional(z.boolean()),
    subscription_type: z.optional(z.string()),
  }),
});

/**
 * The account's profile picture and standing, read through the server;
 * nothing when X does not answer. A verified account (X Premium: the
 * checkmark, or a Premium subscription) writes X's longer posts
 * (composer.md §5.2, §6).
 */
async function xProfile(apiBase: string, session: string | undefined, id: string) {
  const answer = await xCall(
    { apiBase, accountId: id, session: () => Promise.resolve(session) },
    `/users/${encodeURIComponent(id)}?user.fields=profile_image_url,verified,subscription_type`,
    { signal: AbortSignal.timeout(10_000) },
  );
  const user = answer.ok ? xUserSchema.safeParse(answer.value).data?.data : undefined;
  const verified =
    user?.verified === true ||
    user?.subscription_type === 'Premium' ||
    user?.subscription_type === 'PremiumPlus';
  return { picture: user?.profile_image_url, verified };
}

/** After the round trip: the account X connected, as the server now holds it, with its picture. */
export async function completeXSignIn(options: {
  apiBase: string;
  session: string | undefined;
  accountId: string;
}): Promise<ConnectResult> {
  const accounts = await listXAccounts(options.apiBase, options.session);
  const account = accounts?.find((a) => a.id === options.accountId);
  if (!account) return { ok: false, message: 'X did not connect the account. Please try again.' };
  const { picture, verified } = await xProfile(options.apiBase, options.session, account.id);
  return {
    ok: true,
    account: {
      source: 'Twitter',
      accountId: account.id,
      handle: account.username,
      displayName: account.name,
      via: 'signIn',
      ...avatarField(picture),
      ...(verified ? { tier: 'verified' as const } : {}),
    },
  };
}

/** Lets go of an X account's tokens on the server. */
export async function forgetXAccount(apiBase: string, session: string | undefined, id: string) {
  if (!session) return;
  await call({ apiBase, token: session }, 'DELETE', `/api/x/accounts/${encodeURIComponent(id)}`);
}
