import { bytesToHexString } from '@farcaster/core';
import { describe, expect, it } from 'vitest';
import { removeSignerKey } from '../../../sandbox/farcaster/hubClient';
import type { CredentialVault } from '@/runtime/credentialVault';
import type { NetworkEndpoints } from '@/features/accounts/runtime/networkEndpoints';
import { probeSession, type ProbeContext } from '@/features/accounts/runtime/probeSession';
import type { ConnectedAccount } from '@/events/types/accountEvents';
import { memoryCredentialStore, type CredentialStore } from '@/sources/credentialStore';
import {
  connectXAccount,
  newBskyAccount,
  newFarcasterAccount,
  signInLensAccount,
} from '../../support/sandboxAccounts';
import { sandbox } from '../sandbox/sandboxClient';

/** The vault's contract over memory stores: what the account check reads and clears. */
function memoryVault(): CredentialVault {
  const stores = new Map<string, CredentialStore<unknown>>();
  return {
    store<T>(network: string) {
      if (!stores.has(network)) stores.set(network, memoryCredentialStore<unknown>());
      return stores.get(network) as CredentialStore<T>;
    },
    clear: async () => stores.clear(),
    close: () => undefined,
  };
}

function endpoints(overrides: Partial<NetworkEndpoints> = {}): NetworkEndpoints {
  const s = sandbox();
  return {
    bsky: { service: s.bsky.pds, video: s.bsky.video },
    farcaster: { hub: s.farcaster?.hub ?? '', network: 'devnet' },
    lens: { api: s.lens?.api ?? '', storage: s.lens?.storage ?? '' },
    ...overrides,
  };
}

const context = (vault: CredentialVault, extra: Partial<ProbeContext> = {}): ProbeContext => ({
  apiBase: sandbox().product.api,
  session: async () => undefined,
  vault,
  endpoints: async () => endpoints(),
  ...extra,
});

const account = (source: ConnectedAccount['source'], accountId: string): ConnectedAccount => ({
  source,
  accountId,
  handle: 'someone',
  displayName: 'Someone',
  via: 'signIn',
});

describe('probeSession against the sandbox networks', () => {
  it('Farcaster: valid while the hub lists the device’s signer, invalid once the custody wallet removes it', async () => {
    const fc = await newFarcasterAccount(sandbox());
    const vault = memoryVault();
    const stored = await fc.store.load(String(fc.fid));
    const publicKey = bytesToHexString((await fc.signer.getSignerKey())._unsafeUnwrap());
    await vault.store('Farcaster').save(String(fc.fid), {
      ...stored,
      signerPublicKey: publicKey._unsafeUnwrap(),
    });
    const who = account('Farcaster', String(fc.fid));
    expect(await probeSession(who, context(vault))).toBe('valid');

    const removed = await removeSignerKey(
      sandbox().farcaster?.hub ?? '',
      fc.fid,
      fc.custody,
      fc.signer,
    );
    expect(removed.status).toBe(200);
    expect(await probeSession(who, context(vault))).toBe('invalid');
  });

  it('Farcaster: a hub that cannot be reached says nothing about the session', async () => {
    const fc = await newFarcasterAccount(sandbox());
    const vault = memoryVault();
    const publicKey = bytesToHexString((await fc.signer.getSignerKey())._unsafeUnwrap());
    await vault.store('Farcaster').save(String(fc.fid), {
      ...(await fc.store.load(String(fc.fid))),
      signerPublicKey: publicKey._unsafeUnwrap(),
    });
    const unreachable = context(vault, {
      endpoints: async () =>
        endpoints({ farcaster: { hub: 'http://127.0.0.1:9', network: 'devnet' } }),
    });
    expect(await probeSession(account('Farcaster', String(fc.fid)), unreachable)).toBe('unknown');
  });

  it('Bluesky: resumes and refreshes a good session; a session the PDS revoked is invalid and leaves the vault', async () => {
    const bsky = await newBskyAccount(sandbox());
    const vault = memoryVault();
    const stored = await bsky.store.load(bsky.did);
    await vault.store('Bsky').save(bsky.did, stored);
    const who = account('Bsky', bsky.did);
    expect(await probeSession(who, context(vault))).toBe('valid');

    // Signed out elsewhere: the PDS deletes the session (its refresh token).
    const current = (await vault.store<{ session: { refreshJwt: string } }>('Bsky').load(bsky.did))
      ?.session.refreshJwt;
    const revoked = await fetch(`${sandbox().bsky.pds}/xrpc/com.atproto.server.deleteSession`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${current}` },
    });
    expect(revoked.ok).toBe(true);
    expect(await probeSession(who, context(vault))).toBe('invalid');
    expect(await vault.store('Bsky').load(bsky.did)).toBeUndefined();
  });

  it('X: valid while the server holds the account’s tokens, invalid once it dropped them or with no Polycast session', async () => {
    const x = await connectXAccount(sandbox(), 'polycast_demo');
    const probe = context(memoryVault(), { session: async () => x.session });
    const who = account('Twitter', x.accountId);
    expect(await probeSession(who, probe)).toBe('valid');
    // Without the Polycast session whose account holds them, X's tokens cannot be used.
    expect(await probeSession(who, context(memoryVault()))).toBe('invalid');
    const dropped = await fetch(`${sandbox().product.api}/api/x/accounts/${x.accountId}`, {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${x.session}` },
    });
    expect(dropped.ok).toBe(true);
    expect(await probeSession(who, probe)).toBe('invalid');
  });

  it('Lens: valid with a signed-in read and no token rotation; invalid once the token expired and its refresh was spent', async () => {
    const lens = await signInLensAccount(sandbox(), 'mint_maker', 3);
    const vault = memoryVault();
    const key = lens.account.toLowerCase();
    await vault.store('Lens').save(key, await lens.store.load(key));
    const who = account('Lens', lens.account);
    const stored = () =>
      vault.store<{ accessToken: string; refreshToken: string }>('Lens').load(key);
    const before = await stored();
    expect(await probeSession(who, context(vault))).toBe('valid');
    expect(await stored()).toEqual(before); // nothing rotated by a check

    // Signed out elsewhere: the access token expires and its refresh token was spent.
    const lensApi = sandbox().lens?.api ?? '';
    const expired = await fetch(new URL('/sandbox/sessions/expire', lensApi), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ accessToken: before?.accessToken }),
    });
    expect(expired.ok).toBe(true);
    const spent = await fetch(lensApi, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        query:
          'mutation($r: RefreshRequest!) { refresh(request: $r) { __typename ... on AuthenticationTokens { accessToken } } }',
        variables: { r: { refreshToken: before?.refreshToken } },
      }),
    });
    expect(await spent.json()).toMatchObject({
      data: { refresh: { __typename: 'AuthenticationTokens' } },
    });
    expect(await probeSession(who, context(vault))).toBe('invalid');
    expect(await stored()).toBeUndefined();
  });

  it('an account whose credentials are not on the device is invalid', async () => {
    const vault = memoryVault();
    expect(await probeSession(account('Lens', '0xAbC'), context(vault))).toBe('invalid');
    expect(await probeSession(account('Farcaster', '77'), context(vault))).toBe('invalid');
    expect(await probeSession(account('Bsky', 'did:plc:nobody'), context(vault))).toBe('invalid');
  });
});
