import { beforeAll, describe, expect, it } from 'vitest';
import { createLensSource } from '@/sources/lens/createLensSource';
import type { LensCredentials } from '@/sources/lens/lensSession';
import { value } from '../../support/sandboxAccounts';
import { lens, publish, rawGql, signal, signIn } from './lensTestKit';

const REFRESH = `mutation($t: RefreshToken!) { refresh(request: { refreshToken: $t }) { __typename ... on ForbiddenError { reason } } }`;

/** Ends an access token's life on the stand-in (a sandbox-only control), as if 30 minutes had passed. */
async function expireOnLens(accessToken: string) {
  const answer = await fetch(new URL('/sandbox/sessions/expire', lens().api), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ accessToken }),
  });
  expect(answer.status).toBe(200);
}

describe('Lens sessions: access tokens renewed with refresh', () => {
  let me: Awaited<ReturnType<typeof signIn>>;
  beforeAll(async () => {
    me = await signIn();
  });

  const stored = async (who = me) =>
    (await who.store.load(who.account.toLowerCase())) as LensCredentials;

  it('renews an access token about to expire before using it, rotating the stored tokens', async () => {
    const before = await stored();
    const later = createLensSource({
      api: lens().api,
      storage: lens().storage,
      account: me.account,
      store: me.store,
      now: () => Date.now() + 30 * 60_000, // the token's 30 minutes are up on this device's clock
    });
    const { published } = await publish(later, { text: 'posted on a renewed token' });
    expect(value(await later.getPost(published.id, signal()))?.text).toBe(
      'posted on a renewed token',
    );
    const after = await stored();
    expect(after.accessToken).not.toBe(before.accessToken);
    expect(after.refreshToken).not.toBe(before.refreshToken);
    // A refresh token is good once.
    expect(
      (await rawGql<{ refresh: { __typename: string } }>(REFRESH, { t: before.refreshToken }))
        .refresh.__typename,
    ).toBe('ForbiddenError');
  });

  it('refreshes once when Lens answers that the token expired, and the post still lands', async () => {
    const before = await stored();
    await expireOnLens(before.accessToken);
    const { published } = await publish(me.source, { text: 'after an expired token' });
    expect(value(await me.source.getPost(published.id, signal()))?.text).toBe(
      'after an expired token',
    );
    expect((await stored()).refreshToken).not.toBe(before.refreshToken);
  });

  it('shares one refresh between calls made at once, and every call lands', async () => {
    const before = await stored();
    const later = createLensSource({
      api: lens().api,
      storage: lens().storage,
      account: me.account,
      store: me.store,
      now: () => Date.now() + 45 * 60_000,
    });
    const posts = await Promise.all(
      ['one', 'two', 'three'].map((text) => publish(later, { text: `at once: ${text}` })),
    );
    expect(new Set(posts.map((p) => p.published.id)).size).toBe(3);
    const after = await stored();
    expect(after.refreshToken).not.toBe(before.refreshToken);
    // The tokens kept are live ones: the next call needs no sign-in.
    expect(value(await me.source.getPost(posts[0]?.published.id ?? '', signal()))?.text).toBe(
      'at once: one',
    );
  });

  it('removes a session whose refresh Lens refuses, with the catalogue’s message', async () => {
    const before = await stored();
    const spent = before.refreshToken;
    const refreshed = await rawGql<{ refresh: { __typename: string } }>(
      `mutation($t: RefreshToken!) { refresh(request: { refreshToken: $t }) { __typename } }`,
      { t: spent },
    );
    expect(refreshed.refresh.__typename).toBe('AuthenticationTokens'); // someone else used it
    await me.store.save(me.account.toLowerCase(), { ...before, accessToken: 'forged' });
    expect(await me.source.deletePost('1', signal())).toEqual({
      ok: false,
      error: { kind: 'auth', message: 'No lens credentials found', code: 'ForbiddenError' },
    });
    expect(await me.store.load(me.account.toLowerCase())).toBeUndefined();
    me = await signIn();
  });
});
