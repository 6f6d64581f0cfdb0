import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CredentialVault } from '@/runtime/credentialVault';
import { productSessionStore } from '@/runtime/productSession';
import { ensureScheduleDelegation } from '@/features/schedule/runtime/ensureScheduleDelegation';
import type { AppRuntime } from '@/runtime/openAppRuntime';
import type { PostSource } from '@/domain/networks';
import type { ConnectedAccount } from '@/events/types/accountEvents';
import { memoryCredentialStore, type CredentialStore } from '@/sources/credentialStore';
import { provenSignUp } from '../../support/provenSignUp';
import { connectXAccount, newBskyAccount } from '../../support/sandboxAccounts';
import { startComposerServer, type ComposerTestServer } from '../composerServer/composerServerKit';
import { sandbox } from '../sandbox/sandboxClient';

let server: ComposerTestServer;
let productAccountId: string;
let runtime: AppRuntime;
let apiBase: string;
const stores = new Map<string, CredentialStore<unknown>>();
const vault: CredentialVault = {
  store<T>(network: string) {
    if (!stores.has(network)) stores.set(network, memoryCredentialStore<unknown>());
    return stores.get(network) as CredentialStore<T>;
  },
  clear: async () => stores.clear(),
  close: () => undefined,
};
const accounts: ConnectedAccount[] = [];
let bsky: { source: 'Bsky'; accountId: string };
let x: { source: 'Twitter'; accountId: string };

/** Answers the consent dialog, remembering what it was asked. */
function answering(allow: boolean) {
  const asked: (readonly PostSource[])[] = [];
  return {
    asked,
    ask: async (networks: readonly PostSource[]) => {
      asked.push(networks);
      return allow;
    },
  };
}

beforeAll(async () => {
  server = await startComposerServer({ secretKey: randomBytes(32) });
  apiBase = server.url;
  const signedUp = await provenSignUp(sandbox(), server.url);
  productAccountId = signedUp.accountId;
  await productSessionStore(vault).save({ accountId: productAccountId, token: signedUp.token });
  const b = await newBskyAccount(sandbox());
  await vault.store('Bsky').save(b.did, await b.store.load(b.did));
  const xAccount = await connectXAccount(sandbox(), 'validator_vic', server.url, signedUp.token);
  accounts.push(
    { source: 'Bsky', accountId: b.did, handle: b.handle, displayName: 'B', via: 'signIn' },
    {
      source: 'Twitter',
      accountId: xAccount.accountId,
      handle: 'validator_vic',
      displayName: 'Vic',
      via: 'signIn',
    },
  );
  bsky = { source: 'Bsky', accountId: b.did };
  x = { source: 'Twitter', accountId: xAccount.accountId };
  // The part of the app's runtime the consent uses: the product API, this device's vault
  // (its Polycast session, whose account holds the X sign-in) and its connected accounts.
  runtime = {
    get apiBase() {
      return apiBase;
    },
    vault: async () => vault,
    accounts: { catchUp: async () => ({ accounts, productAccountId }) },
  } as unknown as AppRuntime; // a stand-in with only what runScheduleDelegation reads
});
afterAll(() => server.close());

describe('ensureScheduleDelegation: consent asked once per network, then handed over', () => {
  it('Cancel hands nothing over', async () => {
    const user = answering(false);
    const outcome = await ensureScheduleDelegation([bsky, x, bsky], { runtime, ask: user.ask });
    expect(outcome).toEqual({ ok: false, cancelled: true });
    expect(user.asked).toEqual([['Bsky', 'Twitter']]);
    expect(server.delegations.has(productAccountId, bsky)).toBe(false);
    expect(server.delegations.has(productAccountId, x)).toBe(false);
  });

  it('Allow hands over every network asked; asked again, nothing is asked', async () => {
    const user = answering(true);
    expect(await ensureScheduleDelegation([bsky, x], { runtime, ask: user.ask })).toEqual({
      ok: true,
    });
    expect(user.asked).toEqual([['Bsky', 'Twitter']]);
    expect(server.delegations.has(productAccountId, bsky)).toBe(true);
    expect(server.delegations.has(productAccountId, x)).toBe(true);
    const again = answering(true);
    expect(await ensureScheduleDelegation([x, bsky], { runtime, ask: again.ask })).toEqual({
      ok: true,
    });
    expect(again.asked).toEqual([]);
  });

  it('an account not on this device fails with its network named; the others are not undone', async () => {
    const farcaster = { source: 'Farcaster', accountId: '424242' } as const;
    const user = answering(true);
    const outcome = await ensureScheduleDelegation([bsky, farcaster], { runtime, ask: user.ask });
    expect(user.asked).toEqual([['Farcaster']]);
    expect(outcome).toEqual({
      ok: false,
      cancelled: false,
      message: 'Farcaster: Connect your Farcaster account on this device first.',
    });
    expect(server.delegations.has(productAccountId, bsky)).toBe(true);
  });

  it('offline: networks known to be allowed are enough; another waits for the connection', async () => {
    apiBase = 'http://127.0.0.1:9';
    try {
      const user = answering(true);
      expect(await ensureScheduleDelegation([bsky, x], { runtime, ask: user.ask })).toEqual({
        ok: true,
      });
      const lens = {
        source: 'Lens',
        accountId: '0x0000000000000000000000000000000000000001',
      } as const;
      expect(await ensureScheduleDelegation([bsky, lens], { runtime, ask: user.ask })).toEqual({
        ok: false,
        cancelled: false,
        message: 'Connect to the internet to allow scheduled posting on Lens first.',
      });
      expect(user.asked).toEqual([]);
    } finally {
      apiBase = server.url;
    }
  });

  it('without a Polycast session it says to sign in', async () => {
    const token = await productSessionStore(vault).load();
    await productSessionStore(vault).remove();
    try {
      expect(await ensureScheduleDelegation([bsky], { runtime, ask: answering(true).ask })).toEqual(
        { ok: false, cancelled: false, message: 'Sign in to Polycast first.' },
      );
    } finally {
      if (token) await productSessionStore(vault).save(token);
    }
  });
});
