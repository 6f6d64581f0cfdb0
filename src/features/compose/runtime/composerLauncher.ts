import { useSyncExternalStore } from 'react';
import type { ComposerOpening } from './composerOpening';

/** One opening of the composer (composer.md §2.3). */
export interface ComposerLaunch extends ComposerOpening {
  /** Tells one opening from the next (a new draft chosen while open restarts it). */
  id: number;
}

/**
 * The one composer of the page: any screen opens it (the Post button, the
 * Drafts screen, later reply and quote actions), the shell shows it.
 */
export function createComposerLauncher() {
  let current: ComposerLaunch | null = null;
  let next = 1;
  let shellButton: HTMLElement | null = null;
  const listeners = new Set<() => void>();
  const set = (value: ComposerLaunch | null) => {
    current = value;
    listeners.forEach((listener) => listener());
  };
  return {
    open: (options: Omit<ComposerLaunch, 'id'> = {}) => set({ id: next++, ...options }),
    close: () => set(null),
    get: () => current,
    /** The shell's Post button registers itself here (a ref callback). */
    setShellButton: (button: HTMLElement | null) => {
      shellButton = button;
    },
    /**
     * Where focus goes when the composer closes and what opened it is no longer
     * on the page (a draft opened from /draft): the shell's Post button, if shown.
     */
    shellButton: (): HTMLElement | null => (shellButton?.isConnected ? shellButton : null),
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export const composerLauncher = createComposerLauncher();

export function useComposerLaunch(): ComposerLaunch | null {
  return useSyncExternalStore(composerLauncher.subscribe, composerLauncher.get);
}
