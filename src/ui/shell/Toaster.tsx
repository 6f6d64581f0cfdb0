import { useSyncExternalStore } from 'react';
import { toasts } from '../../app/toasts/toastStore';

/** The toasts on screen; persistent ones (composer.md §4.6) stay until "Dismiss" is pressed. */
export function Toaster() {
  const list = useSyncExternalStore(toasts.subscribe, toasts.getSnapshot);
  return (
    <div className="toaster" aria-live="polite" aria-label="Notifications from Polycast">
      {list.map((toast) => (
        <div
          key={toast.id}
          className={`toast toast-${toast.tone}${toast.persistent ? ' toast-persistent' : ''}`}
          role={toast.tone === 'error' ? 'alert' : 'status'}
          data-toast-key={toast.key}
        >
          <span>{toast.message}</span>
          {toast.link && (
            <a href={toast.link.href} target="_blank" rel="noopener noreferrer">
              {toast.link.label}
            </a>
          )}
          <button type="button" aria-label="Dismiss" onClick={() => toasts.dismiss(toast.id)}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
