import { useEffect, useState } from 'react';
import { useRuntime } from '@/runtime/RuntimeProvider';
import type { AppRuntime } from '@/runtime/openAppRuntime';
import type { WalletRuntime } from '../runtime/walletRuntime';

/** The wallet runtime for a screen: undefined while it loads. */
export function useWalletRuntime(): WalletRuntime | undefined {
  const runtime = useRuntime();
  const [loaded, setLoaded] = useState<{ runtime: AppRuntime; wallets: WalletRuntime }>();
  useEffect(() => {
    if (!runtime) return;
    let live = true;
    void import('../runtime/loadWalletRuntime')
      .then(({ loadWalletRuntime }) => loadWalletRuntime(runtime))
      .then((wallets) => {
        if (live) setLoaded({ runtime, wallets });
      });
    return () => {
      live = false;
    };
  }, [runtime]);
  return loaded && loaded.runtime === runtime ? loaded.wallets : undefined;
}
