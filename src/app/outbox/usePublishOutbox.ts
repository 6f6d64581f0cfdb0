import { useEffect } from 'react';
import { useRuntime } from '../runtime/RuntimeProvider';

/** Runs the publish outbox while the app is open (its code loads after the first screen). */
export function usePublishOutbox() {
  const runtime = useRuntime();
  useEffect(() => {
    if (!runtime) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    void import('./startPublishOutbox').then(({ startPublishOutbox }) => {
      if (cancelled) return;
      stop = startPublishOutbox(runtime).stop;
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [runtime]);
}
