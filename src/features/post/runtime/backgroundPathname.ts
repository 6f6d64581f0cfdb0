import { useSyncExternalStore } from 'react';

const PHOTO_PATH = /^\/post\/(?:[^/]+\/)?[^/]+\/photos\/[^/]+\/?$/;

export function isPhotoPath(pathname: string): boolean {
  return PHOTO_PATH.test(pathname);
}

/**
 * While the media viewer is open, the pathname seen before it is kept to
 * decide what to show behind it (composer.md §2.1, reading.md §2.1).
 */
export function nextBackgroundPathname(previous: string | null, pathname: string): string | null {
  return isPhotoPath(pathname) ? previous : pathname;
}

let background: string | null = null;
const listeners = new Set<() => void>();

export function trackPathname(pathname: string): void {
  const next = nextBackgroundPathname(background, pathname);
  if (next === background) return;
  background = next;
  listeners.forEach((listener) => listener());
}

export function useBackgroundPathname(): string | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => background,
  );
}
