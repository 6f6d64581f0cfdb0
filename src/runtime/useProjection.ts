import { useCallback, useSyncExternalStore } from 'react';
import type { ProjectionHandle } from '@/events/projectionRunner';

/** A projection's current state, re-rendering on change; `fallback` until it is open. */
export function useProjection<S>(handle: ProjectionHandle<S> | undefined, fallback: S): S {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!handle) return () => undefined;
      const subscription = handle.state$.subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    [handle],
  );
  const getSnapshot = useCallback(
    () => (handle ? handle.getState() : fallback),
    [handle, fallback],
  );
  return useSyncExternalStore(subscribe, getSnapshot);
}
