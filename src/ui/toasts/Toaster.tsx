import { useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { toasts } from './toastStore';
import { useTopModalHost } from '../modalLayer';

/**
 * The toasts on screen; persistent ones (composer.md §4.6) stay until
 * "Dismiss" is pressed. Toasts are above everything, modals included: while
 * a modal is open they are drawn inside the topmost one (see modalLayer), the
 * only place the browser leaves readable and usable above a modal dialog.
 */
export function Toaster() {
  const list = useSyncExternalStore(toasts.subscribe, toasts.getSnapshot);
  const modal = useTopModalHost();
  const toaster = (
    // A labelled region holding the toasts; each toast is its own live region (status, or
    // alert for errors), so it is read out once when it appears.
    <div className="toaster" role="region" aria-label="Notifications from Polycast">
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
          {toast.action && (
            <button
              type="button"
              className="toast-action"
              onClick={() => {
                toast.action?.run();
                toasts.dismiss(toast.id);
              }}
            >
              {toast.action.label}
            </button>
          )}
          <button type="button" aria-label="Dismiss" onClick={() => toasts.dismiss(toast.id)}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
  return modal ? createPortal(toaster, modal) : toaster;
}
