import { describe, expect, it } from 'vitest';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { ACCESS_TOKEN_MS, createLensAuth, REFRESH_TOKEN_MS } from './lensAuth';
import { addressFor, LensStore } from './lensStore';

/** A stand-in auth on a clock the test moves, with one account owned by a fresh wallet. */
async function signedIn() {
  let now = Date.parse('2026-11-20T10:00:00Z');
  const store = new LensStore(() => undefined);
  const wallet = privateKeyToAccount(generatePrivateKey());
  const account = store.addAccount({
    address: addressFor('account', 'clock'),
    owner: wallet.address,
    localName: 'clock',
    createdAt: new Date(now).toISOString(),
  });
  const auth = createLensAuth(store, () => now);
  const challenge = auth.challenge({
    request: { accountOwner: { account: account.address, owner: wallet.address } },
  });
  const tokens = await auth.authenticate({
    request: { id: challenge.id, signature: await wallet.signMessage({ message: challenge.text }) },
  });
  if (tokens.__typename !== 'AuthenticationTokens') throw new Error(tokens.__typename);
  return { auth, account, tokens, advance: (ms: number) => (now += ms), at: () => now };
}

const claims = (jwt: string) =>
  JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString()) as {
    exp: number;
    iat: number;
  };

describe('Lens stand-in tokens', () => {
  it('issues JWTs whose exp says how long the access token lives, and honours it', async () => {
    const { auth, account, tokens, advance } = await signedIn();
    const { exp, iat } = claims(tokens.accessToken);
    expect((exp - iat) * 1000).toBe(ACCESS_TOKEN_MS);
    expect(auth.session(tokens.accessToken)?.address).toBe(account.address);
    advance(ACCESS_TOKEN_MS - 1000);
    expect(auth.session(tokens.accessToken)).toBeDefined();
    advance(1000);
    expect(auth.session(tokens.accessToken)).toBeUndefined();
  });

  it('trades a refresh token once for new tokens', async () => {
    const { auth, account, tokens, advance } = await signedIn();
    advance(ACCESS_TOKEN_MS * 3);
    const renewed = auth.refresh({ request: { refreshToken: tokens.refreshToken } });
    if (renewed.__typename !== 'AuthenticationTokens') throw new Error(renewed.__typename);
    expect(auth.session(renewed.accessToken)?.address).toBe(account.address);
    expect(auth.refresh({ request: { refreshToken: tokens.refreshToken } })).toEqual({
      __typename: 'ForbiddenError',
      reason: 'Invalid refresh token.',
    });
    expect(auth.refresh({ request: { refreshToken: 'made-up' } }).__typename).toBe(
      'ForbiddenError',
    );
  });

  it('refuses a refresh token past its seven days, and can end an access token early', async () => {
    const { auth, tokens, advance } = await signedIn();
    expect(auth.expire(tokens.accessToken)).toBe(true);
    expect(auth.session(tokens.accessToken)).toBeUndefined();
    expect(auth.expire('unknown')).toBe(false);
    advance(REFRESH_TOKEN_MS);
    expect(auth.refresh({ request: { refreshToken: tokens.refreshToken } }).__typename).toBe(
      'ForbiddenError',
    );
  });
});
