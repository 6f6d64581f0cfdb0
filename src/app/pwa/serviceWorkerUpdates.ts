import { useSyncExternalStore } from 'react';
import type { Workbox } from 'workbox-window';

/**
 * Registers /sw.js and tells when a new version is waiting. Accepting the
 * update activates it and reloads once it controls the page. Workbox's
 * helper loads after the first screen: the page needs no worker to draw.
 */
let waiting = false;
let workbox: Workbox | undefined;
const listeners = new Set<() => void>();

function setWaiting(value: boolean) {
  waiting = value;
  listeners.forEach((listener) => listener());
}

export async function registerServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  const { Workbox } = await import('workbox-window');
  workbox = new Workbox('/sw.js', { scope: '/' });
  workbox.addEventListener('waiting', () => setWaiting(true));
  await workbox.register();
}

/** Activates the waiting version and reloads once it controls the page. */
export function acceptUpdate(): void {
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
    once: true,
  });
  workbox?.messageSkipWaiting();
  setWaiting(false);
}

export function dismissUpdate(): void {
  setWaiting(false);
}

export function useUpdateWaiting(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => waiting,
  );
}
