export const MAX_TOASTS = 10;
export const TOAST_DURATION_MS = 3000;

export type ToastTone = 'info' | 'success' | 'error';

export interface Toast {
  id: number;
  message: string;
  tone: ToastTone;
  /** A newer toast with the same key replaces this one (composer.md §4.6: `compose-error`). */
  key?: string;
  /** What the toast is about (a keyed toast about something no longer true can be withdrawn). */
  subject?: string;
  /** Stays until dismissed, instead of hiding by itself. */
  persistent?: boolean;
  /** Where to see what the toast speaks of (composer.md §4.6: a view link). */
  link?: { href: string; label: string };
  /** One thing to do about it (Undo): pressing it runs it and hides the toast. */
  action?: ToastAction;
}

export interface ToastAction {
  label: string;
  run: () => void;
}

/**
 * Adds a toast, replacing one with the same key; past the maximum the oldest
 * go (composer.md §2.2), toasts that hide by themselves before persistent ones.
 */
export function addToast(list: readonly Toast[], toast: Toast, max = MAX_TOASTS): Toast[] {
  const next = [...list.filter((t) => toast.key === undefined || t.key !== toast.key), toast];
  while (next.length > max) {
    const oldestTransient = next.findIndex((t) => !t.persistent);
    next.splice(oldestTransient === -1 ? 0 : oldestTransient, 1);
  }
  return next;
}

export function removeToast(list: readonly Toast[], id: number): Toast[] {
  return list.filter((toast) => toast.id !== id);
}

/** Removes the toasts with this key that are about this subject. */
export function withdrawToasts(list: readonly Toast[], key: string, subject: string): Toast[] {
  return list.filter((toast) => toast.key !== key || toast.subject !== subject);
}
