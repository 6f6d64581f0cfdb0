import { createHmac, generateKeyPairSync, randomBytes, randomUUID, sign } from 'node:crypto';
import { GraphQLError } from 'graphql';
import { verifyMessage, type Hex } from 'viem';
import { z } from 'zod';
import type { LensAccount, LensStore } from './lensStore';

const CHALLENGE_MS = 5 * 60_000;
/** Access (and id) tokens: 30 minutes, the lifetime Lens publishes for its access tokens (chosen for v3). */
export const ACCESS_TOKEN_MS = 30 * 60_000;
/** Refresh tokens: 7 days (chosen), single use. */
export const REFRESH_TOKEN_MS = 7 * 24 * 3600_000;

const refreshRequestSchema = z.object({ refreshToken: z.string() });

interface Issued {
  account: LensAccount;
  sid: string;
  expiresAt: number;
}

/**
 * Sign-in as Lens runs it: a challenge for an account, signed by its owner's
 * wallet, exchanged for JWTs whose `exp` the client reads; `refresh` trades a
 * refresh token, once, for new tokens. Access and refresh tokens are HS256
 * with a key of this process's (only this API reads them); ID tokens are
 * ES256 with a key published at `/.well-known/jwks.json`, as Lens publishes
 * its own, so another service can check who signed in. `now` is the
 * stand-in's clock.
 */
export function createLensAuth(store: LensStore, now: () => number = Date.now) {
  const challenges = new Map<string, { account: LensAccount; text: string; expiresAt: number }>();
  const accessTokens = new Map<string, Issued>();
  const refreshTokens = new Map<string, Issued>();
  const key = randomBytes(32);
  const idKey = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const idKeyId = randomBytes(8).toString('hex');

  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const jwt = (claims: Record<string, unknown>) => {
    const unsigned = `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}`;
    return `${unsigned}.${createHmac('sha256', key).update(unsigned).digest('base64url')}`;
  };
  const idJwt = (claims: Record<string, unknown>) => {
    const unsigned = `${part({ alg: 'ES256', typ: 'JWT', kid: idKeyId })}.${part(claims)}`;
    const signature = sign('sha256', Buffer.from(unsigned), {
      key: idKey.privateKey,
      dsaEncoding: 'ieee-p1363',
    });
    return `${unsigned}.${signature.toString('base64url')}`;
  };

  /** A new access, refresh and id token for a session (a sign-in, or a refresh of one). */
  const issue = (account: LensAccount, sid: string) => {
    const issuedAt = now();
    const claims = (ms: number, extra: Record<string, unknown> = {}) => ({
      sub: account.owner,
      iss: 'lens.sandbox',
      aud: 'lens.sandbox',
      iat: Math.floor(issuedAt / 1000),
      exp: Math.floor((issuedAt + ms) / 1000),
      sid,
      act: { sub: account.address },
      jti: randomUUID(),
      ...extra,
    });
    const accessToken = jwt(claims(ACCESS_TOKEN_MS));
    const refreshToken = jwt(claims(REFRESH_TOKEN_MS));
    accessTokens.set(accessToken, { account, sid, expiresAt: issuedAt + ACCESS_TOKEN_MS });
    refreshTokens.set(refreshToken, { account, sid, expiresAt: issuedAt + REFRESH_TOKEN_MS });
    return {
      __typename: 'AuthenticationTokens' as const,
      accessToken,
      refreshToken,
      idToken: idJwt(claims(ACCESS_TOKEN_MS, { account: account.address })),
    };
  };

  return {
    /** The keys ID tokens are signed with (a JWKS, RFC 7517). */
    jwks: () => ({
      keys: [
        { ...idKey.publicKey.export({ format: 'jwk' }), kid: idKeyId, alg: 'ES256', use: 'sig' },
      ],
    }),

    /** The account an access token stands for. */
    session: (token: string | undefined) => {
      const issued = token ? accessTokens.get(token) : undefined;
      return issued && issued.expiresAt > now() ? issued.account : undefined;
    },

    /** Sandbox only: ends an access token's life now, as if its time had run out. */
    expire: (token: string): boolean => {
      const issued = accessTokens.get(token);
      if (issued) issued.expiresAt = now() - 1;
      return issued !== undefined;
    },

    /** The `refresh` mutation: a refresh token is good once, until it expires. */
    refresh: (args: { request: unknown }) => {
      const request = refreshRequestSchema.safeParse(args.request);
      const token = request.success ? request.data.refreshToken : '';
      const issued = refreshTokens.get(token);
      refreshTokens.delete(token);
      if (!issued || issued.expiresAt <= now()) {
        return { __typename: 'ForbiddenError' as const, reason: 'Invalid refresh token.' };
      }
      return issue(issued.account, issued.sid);
    },

    challenge: ({
      request,
    }: {
      request: { accountOwner?: { account: string; owner: string } | null };
    }) => {
      const owner = request.accountOwner;
      const account = owner ? store.account(owner.account) : undefined;
      if (!owner || !account || account.owner.toLowerCase() !== owner.owner.toLowerCase()) {
        throw new GraphQLError('Account not found or not owned by this address', {
          extensions: { code: 'BAD_USER_INPUT' },
        });
      }
      const id = randomBytes(16).toString('hex');
      const text = `lens.sandbox wants you to sign in with your Ethereum account:\n${account.owner}\n\nAccount: ${account.address}\nNonce: ${id}\nIssued At: ${new Date(now()).toISOString()}`;
      challenges.set(id, { account, text, expiresAt: now() + CHALLENGE_MS });
      return { id, text };
    },

    authenticate: async ({ request }: { request: { id: string; signature: string } }) => {
      const challenge = challenges.get(request.id);
      if (!challenge || challenge.expiresAt < now()) {
        return {
          __typename: 'ExpiredChallengeError' as const,
          reason: 'The challenge has expired or does not exist.',
        };
      }
      challenges.delete(request.id);
      const valid = await verifyMessage({
        address: challenge.account.owner,
        message: challenge.text,
        signature: request.signature as Hex,
      }).catch(() => false);
      if (!valid)
        return {
          __typename: 'WrongSignerError' as const,
          reason: 'The signature does not come from the owner.',
        };
      return issue(challenge.account, randomUUID());
    },
  };
}

export type LensAuth = ReturnType<typeof createLensAuth>;

/** The signed-in account, or the error the real API gives operations that need one. */
export function requireAccount(account: LensAccount | undefined, operation: string): LensAccount {
  if (account) return account;
  throw new GraphQLError(`Unauthenticated - Authentication is required to access '${operation}'`, {
    extensions: { code: 'UNAUTHENTICATED' },
  });
}
