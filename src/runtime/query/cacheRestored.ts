import { useSyncExternalStore } from 'react';

/**
 * Whether the query cache kept on the device has been read back (or could
 * not be). A screen whose reads must not race the copy (a timeline opened
 * offline would otherwise answer "could not read" over the posts it kept)
 * waits for it; it takes a few milliseconds after the first screen.
 */
let restored = false;
const listeners = new Set<() => void>();

export function markQueryCacheRestored(): void {
  if (restored) return;
  restored = true;
  listeners.forEach((listener) => listener());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useQueryCacheRestored = (): boolean => useSyncExternalStore(subscribe, () => restored);
