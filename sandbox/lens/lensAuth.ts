import { randomBytes } from 'node:crypto';
import { GraphQLError } from 'graphql';
import { verifyMessage, type Hex } from 'viem';
import type { LensAccount, LensStore } from './lensStore';

const CHALLENGE_MS = 5 * 60_000;

/** Sign-in as Lens runs it: a challenge for an account, signed by its owner's wallet. */
export function createLensAuth(store: LensStore) {
  const challenges = new Map<string, { account: LensAccount; text: string; expiresAt: number }>();
  const sessions = new Map<string, LensAccount>();

  return {
    /** The account an access token stands for. */
    session: (token: string | undefined) => (token ? sessions.get(token) : undefined),

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
      const text = `lens.sandbox wants you to sign in with your Ethereum account:\n${account.owner}\n\nAccount: ${account.address}\nNonce: ${id}\nIssued At: ${new Date().toISOString()}`;
      challenges.set(id, { account, text, expiresAt: Date.now() + CHALLENGE_MS });
      return { id, text };
    },

    authenticate: async ({ request }: { request: { id: string; signature: string } }) => {
      const challenge = challenges.get(request.id);
      if (!challenge || challenge.expiresAt < Date.now()) {
        return {
          __typename: 'ExpiredChallengeError',
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
          __typename: 'WrongSignerError',
          reason: 'The signature does not come from the owner.',
        };
      const accessToken = randomBytes(24).toString('base64url');
      sessions.set(accessToken, challenge.account);
      return {
        __typename: 'AuthenticationTokens',
        accessToken,
        refreshToken: randomBytes(24).toString('base64url'),
        idToken: randomBytes(24).toString('base64url'),
      };
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
