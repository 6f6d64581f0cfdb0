import { useEffect, useMemo, useState } from 'react';
import { ACCOUNTS_AGGREGATE, type ConnectedAccount } from '../../events/types/accountEvents';
import { useRuntime } from '../runtime/RuntimeProvider';
import { useProjection } from '../runtime/useProjection';
import { accountsProjection, type AccountsState } from './accountsProjection';
import { fetchSandboxDemo, type SandboxDemo } from './sandboxDemo';

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
