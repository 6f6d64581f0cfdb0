import { useSyncExternalStore } from 'react';

/**
 * The modal dialogs open on the page, oldest first, each as the element
 * inside it where page-wide layers (the toasts) are drawn while it is the
 * topmost. A modal `<dialog>` sits in the browser's top layer and makes
 * everything outside it inert, whatever its z-index or even its own place in
 * the top layer (a popover shown after it is drawn but can be neither
 * clicked nor hit-tested): what must stay usable above a modal has to be
 * inside the topmost one.
 */
export function createModalLayer() {
  let open: readonly HTMLElement[] = [];
  const listeners = new Set<() => void>();
  const set = (next: readonly HTMLElement[]) => {
    open = next;
    listeners.forEach((listener) => listener());
  };
  return {
    /** A modal opened (shown after every one already open). */
    opened: (host: HTMLElement) => set([...open.filter((h) => h !== host), host]),
    closed: (host: HTMLElement) => {
      if (open.includes(host)) set(open.filter((h) => h !== host));
    },
    /** Where the topmost open modal draws page-wide layers; null with no modal open. */
    top: (): HTMLElement | null => open.at(-1) ?? null,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export const modalLayer = createModalLayer();

/** The topmost open modal's layer host, or null: re-renders when modals open and close. */
export function useTopModalHost(): HTMLElement | null {
  return useSyncExternalStore(modalLayer.subscribe, modalLayer.top, () => null);
}
