import { z } from 'zod/mini';
import type { CredentialStore } from '../credentialStore';
import { fail, ok, type SourceResult } from '../sourceResult';
import { lensRequest } from './lensGraphql';

/** What the device keeps for a Lens account. */
export interface LensCredentials {
  account: string;
  owner: string;
  accessToken: string;
  refreshToken: string;
}

const CHALLENGE = `mutation($request: ChallengeRequest!) { challenge(request: $request) { id text } }`;
const AUTHENTICATE = `mutation($request: SignedAuthChallenge!) {
  authenticate(request: $request) {
    __typename
    ... on AuthenticationTokens { accessToken refreshToken }
    ... on WrongSignerError { reason }
    ... on ExpiredChallengeError { reason }
  }
}`;

const challengeSchema = z.object({ challenge: z.object({ id: z.string(), text: z.string() }) });
const authenticateSchema = z.object({
  authenticate: z.object({
    __typename: z.string(),
    accessToken: z.optional(z.string()),
    refreshToken: z.optional(z.string()),
    reason: z.optional(z.string()),
  }),
});

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
  };
  await options.store.save(options.account.toLowerCase(), credentials);
  return ok(credentials);
}
