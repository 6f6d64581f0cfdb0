import { useEffect } from 'react';
import { useRuntime } from '@/runtime/RuntimeProvider';

/**
 * Runs the publish outbox while the app is open: in the sync worker, or in
 * the page where no worker starts; and asks for Background Sync while jobs
 * wait, so they go out even after the page is closed. Its code loads after
 * the first screen.
 */
export function usePublishOutbox() {
  const runtime = useRuntime();
  useEffect(() => {
    if (!runtime) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    void import('../runtime/runPublishOutbox').then(async ({ runPublishOutbox }) => {
      const running = await runPublishOutbox(runtime);
      if (cancelled) running.stop();
      else stop = running.stop;
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [runtime]);
}
