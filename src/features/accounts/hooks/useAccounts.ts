import { useEffect, useMemo, useState } from 'react';
import { useRuntime } from '@/runtime/RuntimeProvider';
import { useProjection } from '@/runtime/useProjection';
import { accountsProjection, type AccountsState } from '@/events/projections/accountsProjection';
import { fetchSandboxDemo, type SandboxDemo } from '../runtime/sandboxDemo';
import { accountActions, type AccountActions } from '../runtime/accountActions';

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

/** Connecting and disconnecting accounts (undefined until the runtime is open). */
export function useAccountActions(): AccountActions | undefined {
  const runtime = useRuntime();
  return useMemo(
    () => (runtime ? accountActions(runtime, (url) => window.location.assign(url)) : undefined),
    [runtime],
  );
}
