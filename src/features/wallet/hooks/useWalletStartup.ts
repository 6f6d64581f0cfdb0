import { useEffect, useState } from 'react';
import { useRuntime } from '@/runtime/RuntimeProvider';

/**
 * After the first screen: reconnects the remembered wallets (no prompt) and
 * says whether the server runs against the sandbox (true: the shell shows the
 * sandbox wallet). Its code loads after the first paint.
 */
export function useWalletStartup(): { sandbox: boolean } {
  const runtime = useRuntime();
  const [sandbox, setSandbox] = useState(false);
  useEffect(() => {
    if (!runtime) return;
    let live = true;
    const timer = setTimeout(() => {
      void import('../runtime/startWallets').then(({ startWallets }) =>
        startWallets(runtime, () => live && setSandbox(true)),
      );
    }, 0);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [runtime]);
  return { sandbox };
}
