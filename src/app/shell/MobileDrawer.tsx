import { useLayoutEffect, useRef } from 'react';
import { Sidebar } from './Sidebar';

/** The menu as a 280 px side drawer below the desktop breakpoint (composer.md §2.2). */
export function MobileDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const panel = useRef<HTMLDivElement>(null);
  // Opened, the focus is in it before the next key.
  useLayoutEffect(() => {
    if (!open) return;
    panel.current?.querySelector<HTMLElement>('a, button')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, onClose]);
  if (!open) return null;
  return (
    <div className="drawer-backdrop" onClick={onClose}>
      <div
        ref={panel}
        className="drawer"
        role="dialog"
        aria-modal="true"
        aria-label="Menu"
        onClick={(event) => event.stopPropagation()}
      >
        <button type="button" className="drawer-close" aria-label="Close menu" onClick={onClose}>
          ×
        </button>
        <Sidebar mobile onNavigate={onClose} />
      </div>
    </div>
  );
}
