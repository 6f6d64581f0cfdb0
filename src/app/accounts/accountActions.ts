import { ACCOUNTS_AGGREGATE, type ConnectedAccount } from '../../events/types/accountEvents';
import type { AppRuntime } from '../runtime/openAppRuntime';
import { localWallet, type SigningWallet } from '../wallet/localWallet';
import { connectBluesky, type ConnectResult } from './connectBluesky';
import { connectFarcaster } from './connectFarcaster';
import { connectLens } from './connectLens';
import { completeXSignIn, xSignInUrl } from './connectX';
import { fetchNetworkEndpoints, type NetworkEndpoints } from './networkEndpoints';
import { LAST_ACCOUNT_MESSAGE } from './lastAccountMessage';
import type { SandboxDemo } from './sandboxDemo';
import { accountCheckStore } from './accountCheckStore';
import { checkAccounts, linkedProfileOf } from './checkAccounts';
import { probeSession, vaultKeyOf } from './probeSession';
import { productAccountApi } from './productAccountApi';
import { productSessionStore, type ProductSession } from './productSession';

type Connect = (context: {
  endpoints: NetworkEndpoints;
  vault: Awaited<ReturnType<AppRuntime['vault']>>;
}) => Promise<ConnectResult>;

/** Connecting and disconnecting accounts: each outcome is an event in the log. */
export function accountActions(runtime: AppRuntime, navigate: (url: string) => void) {
  const api = productAccountApi(runtime.apiBase);
  const sessions = async () => productSessionStore(await runtime.vault());

  async function record(account: ConnectedAccount) {
    await runtime.log.append({
      type: 'AccountConnected',
      aggregateId: ACCOUNTS_AGGREGATE,
      payload: account,
    });
    await runtime.accounts.catchUp();
    // Linked to the Polycast account now, or by the next account check if this fails.
    const session = await (await sessions()).load();
    if (!session) return;
    const linked = await api.link(session.token, linkedProfileOf(account));
    if (linked.ok) accountCheckStore.update({ connections: linked.connections });
  }

  /** Removes an account from this device: its credentials, the log's list, X's server tokens. */
  async function forget(account: ConnectedAccount, reason: 'user' | 'invalidSession') {
    await runtime.log.append({
      type: 'AccountDisconnected',
      aggregateId: ACCOUNTS_AGGREGATE,
      payload: { source: account.source, accountId: account.accountId, reason },
    });
    await runtime.accounts.catchUp();
    const vault = await runtime.vault();
    await vault.store(account.source).remove(vaultKeyOf(account));
    if (account.source === 'Twitter') {
      await fetch(`${runtime.apiBase}/api/x/accounts/${account.accountId}`, {
        method: 'DELETE',
        headers: { 'X-Viewer-Id': runtime.viewerId },
      }).catch(() => undefined);
    }
  }

  async function leaveProductAccount(session: ProductSession, reason: 'user' | 'sessionRefused') {
    await (await sessions()).remove();
    await runtime.log.append({
      type: 'ProductAccountLeft',
      aggregateId: ACCOUNTS_AGGREGATE,
      payload: { accountId: session.accountId, reason },
    });
    await runtime.accounts.catchUp();
  }

  async function connect(run: Connect): Promise<ConnectResult> {
    try {
      const [endpoints, vault] = await Promise.all([
        fetchNetworkEndpoints(runtime.apiBase),
        runtime.vault(),
      ]);
      const result = await run({ endpoints, vault });
      if (result.ok) await record(result.account);
      return result;
    } catch (error) {
      return { ok: false, message: error instanceof Error ? error.message : String(error) };
    }
  }

  /** A Polycast account linking every account on this device (the account modal, sign-up). */
  async function createProductAccount(): Promise<AccountActionResult> {
    const store = await sessions();
    if (await store.load()) return { ok: true };
    const accounts = (await runtime.accounts.catchUp()).accounts;
    if (accounts.length === 0) {
      return { ok: false, message: 'Connect an account on a network first.' };
    }
    const signedUp = await api.signUp(accounts.map(linkedProfileOf));
    if (!signedUp.ok) return { ok: false, message: signedUp.message };
    await store.save({ accountId: signedUp.accountId, token: signedUp.sessionToken });
    accountCheckStore.update({ connections: signedUp.connections });
    await runtime.log.append({
      type: 'ProductAccountJoined',
      aggregateId: ACCOUNTS_AGGREGATE,
      payload: { accountId: signedUp.accountId },
    });
    await runtime.accounts.catchUp();
    return { ok: true };
  }

  const startX = (loginHint?: string) =>
    navigate(
      xSignInUrl({
        apiBase: runtime.apiBase,
        viewerId: runtime.viewerId,
        returnTo: `${location.pathname}${location.search}`,
        ...(loginHint ? { loginHint } : {}),
      }),
    );

  return {
    /** Bluesky with a handle and an app password. */
    connectBluesky: (identifier: string, password: string) =>
      connect((c) => connectBluesky({ ...c, identifier, password })),
    /** Farcaster: a new signer key approved by the custody wallet. */
    connectFarcaster: (fname: string, wallet: SigningWallet) =>
      connect((c) => connectFarcaster({ ...c, fname, wallet })),
    /** Lens: the owner wallet signs the challenge. */
    connectLens: (username: string, wallet: SigningWallet) =>
      connect((c) => connectLens({ ...c, username, wallet })),
    /** X: leaves for X's sign-in; `completeX` finishes when the browser is back. */
    startX,
    completeX: async (accountId: string) => {
      const result = await completeXSignIn({
        apiBase: runtime.apiBase,
        viewerId: runtime.viewerId,
        accountId,
      });
      if (result.ok) await record(result.account);
      return result;
    },
    /**
     * One click in the sandbox: the demo person on every network, each with a
     * real sign-in (Bluesky password, custody-approved Farcaster signer, Lens
     * challenge), X last because it leaves the page and comes back.
     */
    signInAsDemo: async (demo: SandboxDemo, connected: readonly ConnectedAccount[]) => {
      const wallet = localWallet(demo.signIn.wallet.address, demo.signIn.wallet.privateKey);
      const missing = demo.accounts.filter(
        (a) => !connected.some((c) => c.source === a.source && c.accountId === a.accountId),
      );
      const failures: string[] = [];
      for (const account of missing) {
        const result =
          account.source === 'Bsky'
            ? await connect((c) =>
                connectBluesky({
                  ...c,
                  identifier: account.handle,
                  password: demo.signIn.bskyPassword,
                }),
              )
            : account.source === 'Farcaster'
              ? await connect((c) => connectFarcaster({ ...c, fname: account.handle, wallet }))
              : account.source === 'Lens'
                ? await connect((c) => connectLens({ ...c, username: account.handle, wallet }))
                : undefined;
        if (result && !result.ok) failures.push(`${account.source}: ${result.message}`);
      }
      // The demo person has a Polycast account too; X joins it when the browser is back.
      const created = await createProductAccount();
      if (!created.ok) failures.push(`Polycast: ${created.message}`);
      const x = missing.find((a) => a.source === 'Twitter');
      return { failures, leavingForX: x ? () => startX(x.handle) : undefined };
    },
    /**
     * reading.md §4.14: disconnects an account while another remains. With a
     * Polycast account the server unlinks it first (and enforces the same rule).
     */
    disconnect: async (account: ConnectedAccount): Promise<AccountActionResult> => {
      if ((await runtime.accounts.catchUp()).accounts.length <= 1) {
        return { ok: false, message: LAST_ACCOUNT_MESSAGE };
      }
      const session = await (await sessions()).load();
      if (session) {
        const unlinked = await api.disconnect(session.token, linkedProfileOf(account));
        if (unlinked.ok) accountCheckStore.update({ connections: unlinked.connections });
        if (!unlinked.ok && unlinked.reason === 'unauthorized') {
          await leaveProductAccount(session, 'sessionRefused');
        } else if (!unlinked.ok && unlinked.reason !== 'not_found') {
          // reading.md §8: the last-account refusal as the server says it, otherwise a generic failure.
          const message =
            unlinked.reason === 'unreachable' || unlinked.message.includes(LAST_ACCOUNT_MESSAGE)
              ? unlinked.message
              : 'Failed to disconnect the account.';
          return { ok: false, message };
        }
      }
      await forget(account, 'user');
      return { ok: true };
    },
    createProductAccount,
    /** composer.md §8: an account whose session ended is removed (its credentials too). */
    removeInvalidAccount: (account: ConnectedAccount) => forget(account, 'invalidSession'),
    /** Signs this device out of its Polycast account (network accounts stay). */
    signOutOfProductAccount: async () => {
      const session = await (await sessions()).load();
      if (!session) return;
      await api.signOut(session.token);
      await leaveProductAccount(session, 'user');
    },
    /**
     * The account check (reading.md §7.9): refused sessions removed (each
     * returned, for its message), the Polycast account's links brought up to date.
     */
    checkAccounts: async (signal?: AbortSignal, probeSessions = true) => {
      const vault = await runtime.vault();
      const context = {
        apiBase: runtime.apiBase,
        viewerId: runtime.viewerId,
        vault,
        endpoints: () => fetchNetworkEndpoints(runtime.apiBase, signal),
      };
      return checkAccounts({
        accounts: (await runtime.accounts.catchUp()).accounts,
        session: await productSessionStore(vault).load(),
        probe: (account) => probeSession(account, context),
        api,
        removeInvalid: (account) => forget(account, 'invalidSession'),
        leaveProductAccount: (session) => leaveProductAccount(session, 'sessionRefused'),
        probeSessions,
        ...(signal ? { signal } : {}),
      });
    },
  };
}

export type AccountActionResult = { ok: true } | { ok: false; message: string };

export type AccountActions = ReturnType<typeof accountActions>;
