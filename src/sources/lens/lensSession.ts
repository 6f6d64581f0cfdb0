import { NO_LENS_CREDENTIALS } from '@/domain/messages/composer';
import { z } from 'zod/mini';
import type { CredentialStore } from '../credentialStore';
import { fail, ok, type SourceResult } from '@/domain/result';
import { lensRequest } from './lensGraphql';

/** What the device keeps for a Lens account. */
export interface LensCredentials {
  account: string;
  owner: string;
  accessToken: string;
  refreshToken: string;
  /**
   * Lens's ID token from the same sign-in or refresh: what proves to another
   * service (the product server) that this is the account's session. Kept
   * since the proofs were built; older sessions have none until their next refresh.
   */
  idToken?: string;
}

const CHALLENGE = `mutation($request: ChallengeRequest!) { challenge(request: $request) { id text } }`;
const AUTHENTICATE = `mutation($request: SignedAuthChallenge!) {
  authenticate(request: $request) {
    __typename
    ... on AuthenticationTokens { accessToken refreshToken idToken }
    ... on WrongSignerError { reason }
    ... on ExpiredChallengeError { reason }
  }
}`;

const REFRESH = `mutation($request: RefreshRequest!) {
  refresh(request: $request) {
    __typename
    ... on AuthenticationTokens { accessToken refreshToken idToken }
    ... on ForbiddenError { reason }
  }
}`;

const challengeSchema = z.object({ challenge: z.object({ id: z.string(), text: z.string() }) });
const authenticateSchema = z.object({
  authenticate: z.object({
    __typename: z.string(),
    accessToken: z.optional(z.string()),
    refreshToken: z.optional(z.string()),
    idToken: z.optional(z.string()),
    reason: z.optional(z.string()),
  }),
});

const refreshSchema = z.object({
  refresh: z.object({
    __typename: z.string(),
    accessToken: z.optional(z.string()),
    refreshToken: z.optional(z.string()),
    idToken: z.optional(z.string()),
    reason: z.optional(z.string()),
  }),
});

/** composer.md §8: what a Lens session the network refused ends with. */
export const LENS_SESSION_REFUSED = NO_LENS_CREDENTIALS;

/**
 * Trades the refresh token of `used` for new tokens (Lens's `refresh`) and
 * keeps them. A refresh token is good once: if Lens refuses it but the store
 * already holds newer tokens (another caller refreshed first), those are
 * answered; otherwise the session is removed and the result is `auth`.
 * Trouble reaching Lens leaves the session as it is.
 */
export async function refreshLensSession(options: {
  api: string;
  store: CredentialStore<LensCredentials>;
  used: LensCredentials;
  signal: AbortSignal;
}): Promise<SourceResult<LensCredentials>> {
  const { store, used } = options;
  const key = used.account.toLowerCase();
  const answer = await lensRequest({
    api: options.api,
    query: REFRESH,
    variables: { request: { refreshToken: used.refreshToken } },
    signal: options.signal,
  });
  if (!answer.ok && answer.error.kind !== 'auth' && answer.error.kind !== 'invalid') return answer;
  const result = answer.ok ? refreshSchema.safeParse(answer.value).data?.refresh : undefined;
  if (answer.ok && !result)
    return fail({ kind: 'network', message: 'Lens answered the refresh in an unknown shape' });
  if (result?.accessToken && result.refreshToken) {
    const renewed: LensCredentials = {
      ...used,
      accessToken: result.accessToken,
      refreshToken: result.refreshToken,
      ...(result.idToken ? { idToken: result.idToken } : {}),
    };
    await store.save(key, renewed);
    return ok(renewed);
  }
  const stored = await store.load(key);
  if (stored && stored.refreshToken !== used.refreshToken) return ok(stored);
  await store.remove(key);
  const code = result?.__typename ?? (answer.ok ? undefined : answer.error.code);
  return fail({ kind: 'auth', message: LENS_SESSION_REFUSED, ...(code ? { code } : {}) });
}

/**
 * Lens sign-in: a challenge for (account, owner), signed by the owner's
 * wallet (`sign`, e.g. viem's signMessage), exchanged for tokens kept on the device.
 */
export async function signInToLens(options: {
  api: string;
  account: string;
  owner: string;
  sign: (text: string) => Promise<string>;
  store: CredentialStore<LensCredentials>;
  signal: AbortSignal;
}): Promise<SourceResult<LensCredentials>> {
  const challenge = await lensRequest({
    api: options.api,
    query: CHALLENGE,
    variables: { request: { accountOwner: { account: options.account, owner: options.owner } } },
    signal: options.signal,
  });
  if (!challenge.ok) return challenge;
  const parsed = challengeSchema.safeParse(challenge.value);
  if (!parsed.success)
    return fail({ kind: 'network', message: 'Lens answered the challenge in an unknown shape' });
  let signature: string;
  try {
    signature = await options.sign(parsed.data.challenge.text);
  } catch {
    return fail({ kind: 'auth', message: 'The wallet did not sign the Lens challenge.' });
  }
  const tokens = await lensRequest({
    api: options.api,
    query: AUTHENTICATE,
    variables: { request: { id: parsed.data.challenge.id, signature } },
    signal: options.signal,
  });
  if (!tokens.ok) return tokens;
  const result = authenticateSchema.safeParse(tokens.value).data?.authenticate;
  if (!result?.accessToken || !result.refreshToken) {
    return fail({ kind: 'auth', message: result?.reason ?? 'Lens refused the sign-in.' });
  }
  const credentials: LensCredentials = {
    account: options.account,
    owner: options.owner,
    accessToken: result.accessToken,
    refreshToken: result.refreshToken,
    ...(result.idToken ? { idToken: result.idToken } : {}),
  };
  await options.store.save(options.account.toLowerCase(), credentials);
  return ok(credentials);
}
