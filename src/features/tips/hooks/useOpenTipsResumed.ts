import { useEffect } from 'react';
import { useRuntime } from '@/runtime/RuntimeProvider';

/**
 * On start, tips a closed page left open are settled with the chain
 * (settleOpenTips): loaded after the first screen, which needs none of it.
 */
export function useOpenTipsResumed(): void {
  const runtime = useRuntime();
  useEffect(() => {
    if (!runtime) return;
    let stop: (() => void) | undefined;
    let live = true;
    void import('../runtime/settleOpenTips').then(({ settleOpenTips }) => {
      if (live) stop = settleOpenTips(runtime);
    });
    return () => {
      live = false;
      stop?.();
    };
  }, [runtime]);
}
