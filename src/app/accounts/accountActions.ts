import { ACCOUNTS_AGGREGATE, type ConnectedAccount } from '../../events/types/accountEvents';
import type { AppRuntime } from '../runtime/openAppRuntime';
import { localWallet, type SigningWallet } from '../wallet/localWallet';
import { connectBluesky, type ConnectResult } from './connectBluesky';
import { connectFarcaster } from './connectFarcaster';
import { connectLens } from './connectLens';
import { completeXSignIn, xSignInUrl } from './connectX';
import { fetchNetworkEndpoints, type NetworkEndpoints } from './networkEndpoints';
import type { SandboxDemo } from './sandboxDemo';

type Connect = (context: {
  endpoints: NetworkEndpoints;
  vault: Awaited<ReturnType<AppRuntime['vault']>>;
}) => Promise<ConnectResult>;

/** Connecting and disconnecting accounts: each outcome is an event in the log. */
export function accountActions(runtime: AppRuntime, navigate: (url: string) => void) {
  async function record(account: ConnectedAccount) {
    await runtime.log.append({
      type: 'AccountConnected',
      aggregateId: ACCOUNTS_AGGREGATE,
      payload: account,
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
      const x = missing.find((a) => a.source === 'Twitter');
      return { failures, leavingForX: x ? () => startX(x.handle) : undefined };
    },
    disconnect: async (account: ConnectedAccount, reason: 'user' | 'invalidSession' = 'user') => {
      await runtime.log.append({
        type: 'AccountDisconnected',
        aggregateId: ACCOUNTS_AGGREGATE,
        payload: { source: account.source, accountId: account.accountId, reason },
      });
      await runtime.accounts.catchUp();
      const vault = await runtime.vault();
      await vault
        .store(account.source)
        .remove(account.source === 'Lens' ? account.accountId.toLowerCase() : account.accountId);
      if (account.source === 'Twitter') {
        await fetch(`${runtime.apiBase}/api/x/accounts/${account.accountId}`, {
          method: 'DELETE',
          headers: { 'X-Viewer-Id': runtime.viewerId },
        }).catch(() => undefined);
      }
    },
  };
}

export type AccountActions = ReturnType<typeof accountActions>;
