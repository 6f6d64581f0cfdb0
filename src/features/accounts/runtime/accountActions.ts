import { ACCOUNTS_AGGREGATE, type ConnectedAccount } from '@/events/types/accountEvents';
import type { AppRuntime } from '@/runtime/openAppRuntime';
import { localWallet, type SigningWallet } from './localWallet';
import type { ConnectResult } from './connectBluesky';
import { appQueryClient } from '@/runtime/query/appQueryClient';
import { loadNetworkEndpoints, type NetworkEndpoints } from './networkEndpoints';
import { LAST_ACCOUNT_MESSAGE } from './lastAccountMessage';
import type { SandboxDemo } from './sandboxDemo';
import { accountCheckStore } from './accountCheckStore';
import { checkAccounts, linkedProfileOf } from './checkAccounts';
import { probeSession, vaultKeyOf } from './probeSession';
import { productAccountApi, type ProvenProfile } from './productAccountApi';
import {
  productSessionStore,
  productSessionToken,
  type ProductSession,
} from '@/runtime/productSession';

type Connect = (context: {
  endpoints: NetworkEndpoints;
  vault: Awaited<ReturnType<AppRuntime['vault']>>;
}) => Promise<ConnectResult>;

/** Each network's sign-in code loads when it is used, not with the first screen. */
const signIns = {
  bluesky: () => import('./connectBluesky'),
  farcaster: () => import('./connectFarcaster'),
  lens: () => import('./connectLens'),
};

/** Connecting and disconnecting accounts: each outcome is an event in the log. */
export function accountActions(runtime: AppRuntime, navigate: (url: string) => void) {
  const api = productAccountApi(runtime.apiBase);
  const sessions = async () => productSessionStore(await runtime.vault());
  const sessionToken = async () => productSessionToken(await runtime.vault());

  /**
   * An account connected here, with the proof that it is the person's (made
   * with the credentials this device holds); undefined for X (linked by its
   * own sign-in on the server), a message when no proof could be made.
   */
  async function proven(
    account: ConnectedAccount,
  ): Promise<ProvenProfile | { error: string } | undefined> {
    const signal = AbortSignal.timeout(30_000);
    // Proving loads each network's code, and only now: not with the first screen.
    const [{ proveProfile }, { fetchProofChallenge }] = await Promise.all([
      import('./proveProfile'),
      import('./fetchProofChallenge'),
    ]);
    const proof = await proveProfile(account, {
      vault: await runtime.vault(),
      endpoints: () => loadNetworkEndpoints(runtime.apiBase),
      challenge: () => fetchProofChallenge(runtime.apiBase, signal),
      signal,
    }).catch((error: unknown) => ({
      ok: false as const,
      error: { message: error instanceof Error ? error.message : String(error) },
    }));
    if (!proof) return undefined;
    if (!proof.ok) return { error: proof.error.message };
    return { profile: linkedProfileOf(account), proof: proof.value };
  }

  /** Links an account to the Polycast account, with its proof (nothing for X: it links itself). */
  async function link(token: string, account: ConnectedAccount) {
    const profile = await proven(account);
    if (!profile || 'error' in profile) return undefined;
    return api.link(token, profile);
  }

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
    const linked = await link(session.token, account);
    if (linked?.ok) accountCheckStore.update({ connections: linked.connections });
  }

  /** The device joins a Polycast account: its session to the vault, the fact to the log. */
  async function joinProductAccount(session: ProductSession) {
    await (await sessions()).save(session);
    await runtime.log.append({
      type: 'ProductAccountJoined',
      aggregateId: ACCOUNTS_AGGREGATE,
      payload: { accountId: session.accountId },
    });
    await runtime.accounts.catchUp();
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
      const { forgetXAccount } = await import('./connectX');
      await forgetXAccount(runtime.apiBase, await sessionToken(), account.accountId);
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
        loadNetworkEndpoints(runtime.apiBase),
        runtime.vault(),
      ]);
      const result = await run({ endpoints, vault });
      if (result.ok) await record(result.account);
      return result;
    } catch (error) {
      return { ok: false, message: error instanceof Error ? error.message : String(error) };
    }
  }

  /**
   * The Polycast account of every account on this device (the account modal,
   * sign-up): each proven, then signed in to (the account that links one of
   * them already, or a new one).
   */
  async function createProductAccount(): Promise<AccountActionResult> {
    if (await (await sessions()).load()) return { ok: true };
    const accounts = (await runtime.accounts.catchUp()).accounts;
    if (accounts.length === 0) {
      return { ok: false, message: 'Connect an account on a network first.' };
    }
    const profiles: ProvenProfile[] = [];
    const refusals: string[] = [];
    for (const account of accounts) {
      const profile = await proven(account);
      if (profile && 'error' in profile) refusals.push(`${account.source}: ${profile.error}`);
      else if (profile) profiles.push(profile);
    }
    if (profiles.length === 0) {
      return { ok: false, message: refusals[0] ?? 'Connect an account on a network first.' };
    }
    const signedUp = await api.signUp(profiles);
    if (!signedUp.ok) return { ok: false, message: signedUp.message };
    await joinProductAccount({ accountId: signedUp.accountId, token: signedUp.sessionToken });
    accountCheckStore.update({ connections: signedUp.connections });
    return { ok: true };
  }

  /** Leaves for X's sign-in page (for this device's Polycast account, if it has one). */
  async function startX(loginHint?: string): Promise<AccountActionResult> {
    const { startXSignIn } = await import('./connectX');
    const started = await startXSignIn({
      apiBase: runtime.apiBase,
      session: await sessionToken(),
      returnTo: `${location.pathname}${location.search}`,
      ...(loginHint ? { loginHint } : {}),
    });
    if (!started.ok) return started;
    navigate(started.authorizeUrl);
    return { ok: true };
  }

  return {
    /** Bluesky with a handle and an app password. */
    connectBluesky: (identifier: string, password: string) =>
      connect(async (c) =>
        (await signIns.bluesky()).connectBluesky({ ...c, identifier, password }),
      ),
    /** Farcaster: a new signer key approved by the custody wallet. */
    connectFarcaster: (fname: string, wallet: SigningWallet) =>
      connect(async (c) => (await signIns.farcaster()).connectFarcaster({ ...c, fname, wallet })),
    /** Lens: the owner wallet signs the challenge. */
    connectLens: (username: string, wallet: SigningWallet) =>
      connect(async (c) => (await signIns.lens()).connectLens({ ...c, username, wallet })),
    /** X: leaves for X's sign-in; `completeX` finishes when the browser is back. */
    startX,
    /**
     * Back from X: with `sessionReady`, the sign-in began without a Polycast
     * session and signed in to an account (the one linking this X profile, or
     * a new one): the device collects that session and links its other accounts.
     */
    completeX: async (accountId: string, sessionReady: boolean) => {
      const { collectXSession, completeXSignIn } = await import('./connectX');
      if (sessionReady && !(await (await sessions()).load())) {
        const session = await collectXSession(runtime.apiBase);
        if (!session)
          return { ok: false as const, message: 'X sign-in expired. Please try again.' };
        await joinProductAccount(session);
        for (const account of (await runtime.accounts.catchUp()).accounts) {
          await link(session.token, account);
        }
      }
      const result = await completeXSignIn({
        apiBase: runtime.apiBase,
        session: await sessionToken(),
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
            ? await connect(async (c) =>
                (await signIns.bluesky()).connectBluesky({
                  ...c,
                  identifier: account.handle,
                  password: demo.signIn.bskyPassword,
                }),
              )
            : account.source === 'Farcaster'
              ? await connect(async (c) =>
                  (await signIns.farcaster()).connectFarcaster({
                    ...c,
                    fname: account.handle,
                    wallet,
                  }),
                )
              : account.source === 'Lens'
                ? await connect(async (c) =>
                    (await signIns.lens()).connectLens({ ...c, username: account.handle, wallet }),
                  )
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
      // What the server said to that account is not left on the device (nor its copy kept there).
      appQueryClient.clear();
    },
    /**
     * The account check (reading.md §7.9): refused sessions removed (each
     * returned, for its message), the Polycast account's links brought up to date.
     */
    checkAccounts: async (signal?: AbortSignal, probeSessions = true) => {
      const vault = await runtime.vault();
      const context = {
        apiBase: runtime.apiBase,
        session: () => productSessionToken(vault),
        vault,
        endpoints: () => loadNetworkEndpoints(runtime.apiBase),
      };
      return checkAccounts({
        accounts: (await runtime.accounts.catchUp()).accounts,
        session: await productSessionStore(vault).load(),
        probe: (account) => probeSession(account, context),
        api,
        link,
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
