import {
  addToast,
  removeToast,
  withdrawToasts,
  TOAST_DURATION_MS,
  type Toast,
  type ToastAction,
  type ToastTone,
} from './toastList';

export interface ToastOptions {
  /** A newer toast with the same key replaces the one on screen. */
  key?: string;
  /** What it is about: `withdraw(key, subject)` takes it away once that is no longer true. */
  subject?: string;
  /** Stays until the user dismisses it. */
  persistent?: boolean;
  link?: { href: string; label: string };
  action?: ToastAction;
  /** How long it shows, when not the usual 3 s (one with an action needs time to reach it). */
  durationMs?: number;
}

export interface ToastStore {
  show(message: string, tone?: ToastTone, options?: ToastOptions): number;
  dismiss(id: number): void;
  /** Takes away the toasts with this key about this subject (their news is out of date). */
  withdraw(key: string, subject: string): void;
  getSnapshot(): readonly Toast[];
  subscribe(listener: () => void): () => void;
}

/** Toasts on screen; each hides by itself after 3 s unless it is persistent. */
export function createToastStore(duration = TOAST_DURATION_MS): ToastStore {
  let toasts: readonly Toast[] = [];
  let nextId = 1;
  const listeners = new Set<() => void>();
  const set = (next: readonly Toast[]) => {
    toasts = next;
    listeners.forEach((listener) => listener());
  };
  const store: ToastStore = {
    show(message, tone = 'info', options = {}) {
      const id = nextId++;
      const { key, subject, persistent, link, action, durationMs } = options;
      set(
        addToast(toasts, {
          id,
          message,
          tone,
          ...(key === undefined ? {} : { key }),
          ...(subject === undefined ? {} : { subject }),
          ...(persistent ? { persistent } : {}),
          ...(link ? { link } : {}),
          ...(action ? { action } : {}),
        }),
      );
      if (!persistent) setTimeout(() => store.dismiss(id), durationMs ?? duration);
      return id;
    },
    dismiss: (id) => {
      if (toasts.some((t) => t.id === id)) set(removeToast(toasts, id));
    },
    withdraw: (key, subject) => {
      const next = withdrawToasts(toasts, key, subject);
      if (next.length !== toasts.length) set(next);
    },
    getSnapshot: () => toasts,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return store;
}

export const toasts = createToastStore();
