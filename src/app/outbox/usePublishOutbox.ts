import { useEffect } from 'react';
import { useRuntime } from '../runtime/RuntimeProvider';
import { startPublishOutbox } from './startPublishOutbox';

/** Runs the publish outbox while the app is open. */
export function usePublishOutbox() {
  const runtime = useRuntime();
  useEffect(() => {
    if (!runtime) return;
    const outbox = startPublishOutbox(runtime);
    return () => outbox.stop();
  }, [runtime]);
}
