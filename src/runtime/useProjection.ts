import { useCallback, useSyncExternalStore } from 'react';
import type { ProjectionHandle } from '@/events/projectionRunner';

/** A projection's current state, re-rendering on change; `fallback` until it is open. */
export function useProjection<S>(handle: ProjectionHandle<S> | undefined, fallback: S): S {
  return useProjectionPart(handle, identity<S>, fallback);
}

const identity = <S>(state: S) => state;

/**
 * One part of a projection's state (`select`, stable: wrap it in useCallback),
 * re-rendering only when that part changes (compared by identity). Many
 * components reading one projection (every switch on Home reads the
 * toggles') then re-render only where their part changed.
 */
export function useProjectionPart<S, T>(
  handle: ProjectionHandle<S> | undefined,
  select: (state: S) => T,
  fallback: T,
): T {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!handle) return () => undefined;
      const subscription = handle.state$.subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    [handle],
  );
  const getSnapshot = useCallback(
    () => (handle ? select(handle.getState()) : fallback),
    [handle, select, fallback],
  );
  return useSyncExternalStore(subscribe, getSnapshot);
}
