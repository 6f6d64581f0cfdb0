import { useEffect, useMemo, useState } from 'react';
import { ACCOUNTS_AGGREGATE, type ConnectedAccount } from '../../events/types/accountEvents';
import { useRuntime } from '../runtime/RuntimeProvider';
import { useProjection } from '../runtime/useProjection';
import { accountsProjection, type AccountsState } from './accountsProjection';
import { fetchSandboxDemo, type SandboxDemo } from './sandboxDemo';
import { connectBluesky, type ConnectResult } from './connectBluesky';
import { fetchNetworkEndpoints } from './networkEndpoints';

export function useAccounts(): AccountsState {
  return useProjection(useRuntime()?.accounts, accountsProjection.initial);
}

/** The sandbox's demo person, if the server offers one (undefined while asking). */
export function useSandboxDemo(): SandboxDemo | null | undefined {
  const runtime = useRuntime();
  const [demo, setDemo] = useState<SandboxDemo | null | undefined>(undefined);
  useEffect(() => {
    if (!runtime) return;
    const controller = new AbortController();
    fetchSandboxDemo(runtime.apiBase, controller.signal).then(setDemo, () => setDemo(null));
    return () => controller.abort();
  }, [runtime]);
  return demo;
}

/** Connecting and disconnecting accounts: each is an event in the log. */
export function useAccountActions() {
  const runtime = useRuntime();
  return useMemo(
    () => ({
      ready: runtime !== undefined,
      /** One click: every network account of the sandbox's demo person. */
      signInAsDemo: async (demo: SandboxDemo) => {
        if (!runtime) return;
        await runtime.log.appendBatch(
          demo.accounts.map((account) => ({
            type: 'AccountConnected' as const,
            aggregateId: ACCOUNTS_AGGREGATE,
            payload: { ...account, via: 'demo' as const },
          })),
        );
        await runtime.accounts.catchUp();
      },
      /** Bluesky with a handle and an app password. */
      connectBluesky: async (identifier: string, password: string): Promise<ConnectResult> => {
        if (!runtime) return { ok: false, message: 'Still starting, try again in a moment' };
        try {
          const [endpoints, vault] = await Promise.all([
            fetchNetworkEndpoints(runtime.apiBase),
            runtime.vault(),
          ]);
          const result = await connectBluesky({ endpoints, vault, identifier, password });
          if (result.ok) {
            await runtime.log.append({
              type: 'AccountConnected',
              aggregateId: ACCOUNTS_AGGREGATE,
              payload: result.account,
            });
            await runtime.accounts.catchUp();
          }
          return result;
        } catch (error) {
          return { ok: false, message: error instanceof Error ? error.message : String(error) };
        }
      },
      disconnect: async (account: ConnectedAccount) => {
        if (!runtime) return;
        await runtime.log.append({
          type: 'AccountDisconnected',
          aggregateId: ACCOUNTS_AGGREGATE,
          payload: { source: account.source, accountId: account.accountId, reason: 'user' },
        });
        await runtime.accounts.catchUp();
      },
    }),
    [runtime],
  );
}
