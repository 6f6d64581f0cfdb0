import { useEffect, useState } from 'react';
import { useRuntime } from '@/runtime/RuntimeProvider';
import type { AppRuntime } from '@/runtime/openAppRuntime';
import { useProjection } from '@/runtime/useProjection';
import { accountsProjection, type AccountsState } from '@/events/projections/accountsProjection';
import type { AccountActions } from '../runtime/accountActions';

export function useAccounts(): AccountsState {
  return useProjection(useRuntime()?.accounts, accountsProjection.initial);
}

/**
 * Connecting and disconnecting accounts (undefined until the runtime is
 * open and the code has loaded: the first screen paints without it).
 */
export function useAccountActions(): AccountActions | undefined {
  const runtime = useRuntime();
  const [loaded, setLoaded] = useState<{ runtime: AppRuntime; actions: AccountActions }>();
  useEffect(() => {
    if (!runtime) return;
    let live = true;
    void import('../runtime/accountActions').then(({ accountActions }) => {
      if (live)
        setLoaded({
          runtime,
          actions: accountActions(runtime, (url) => window.location.assign(url)),
        });
    });
    return () => {
      live = false;
    };
  }, [runtime]);
  return loaded && loaded.runtime === runtime ? loaded.actions : undefined;
}
