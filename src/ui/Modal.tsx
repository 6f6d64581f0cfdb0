import { useEffect, useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { modalLayer } from './modalLayer';

/** Whether focus was left nowhere (on the page's body) or inside this dialog. */
const focusLeftWith = (dialog: HTMLDialogElement) => {
  const active = document.activeElement;
  return !active || active === document.body || !active.isConnected || dialog.contains(active);
};

/**
 * A modal dialog on the native `<dialog>`: the browser traps focus, marks the
 * rest of the page inert, and closes it on Escape (reported through onClose).
 * When it goes, focus goes back to what had it when the dialog opened (the
 * control that opened it), or, when that is gone, to `returnFocus()`.
 */
export function Modal(props: {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Extra class names (the composer's wider, full-screen-on-mobile dialog). */
  className?: string;
  /** Controls shown beside the title (the composer's Drafts and Close buttons). */
  header?: ReactNode;
  /** Where focus goes on close when what opened the dialog is no longer on the page. */
  returnFocus?: () => HTMLElement | null | undefined;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const layerHost = useRef<HTMLDivElement>(null);
  const titleId = useId();
  // The latest callbacks, without reopening the dialog (and losing focus) when they change.
  const onClose = useRef(props.onClose);
  const returnFocus = useRef(props.returnFocus);
  useEffect(() => {
    onClose.current = props.onClose;
    returnFocus.current = props.returnFocus;
  });
  // Opened in a layout effect: what it holds may move the focus into it in its own (they run
  // first, children before parents), and typing must not reach the page behind.
  useLayoutEffect(() => {
    const element = dialog.current;
    const host = layerHost.current;
    if (!element || !host) return;
    const opener = document.activeElement;
    if (!element.open) element.showModal();
    modalLayer.opened(host);
    const onCancel = (event: Event) => {
      event.preventDefault();
      onClose.current();
    };
    element.addEventListener('cancel', onCancel);
    return () => {
      element.removeEventListener('cancel', onCancel);
      modalLayer.closed(host);
      // React has taken the dialog off the page already: the browser's own return of focus
      // (on close()) does not happen for a removed dialog, so it is done here.
      const lost = focusLeftWith(element);
      element.close();
      if (!lost) return;
      const back =
        opener instanceof HTMLElement && opener.isConnected && opener !== document.body
          ? opener
          : returnFocus.current?.();
      back?.focus();
    };
  }, []);
  return (
    <dialog
      ref={dialog}
      className={props.className ? `modal ${props.className}` : 'modal'}
      aria-labelledby={titleId}
    >
      {props.header ? (
        <header className="modal-header">
          <h2 id={titleId}>{props.title}</h2>
          {props.header}
        </header>
      ) : (
        <h2 id={titleId}>{props.title}</h2>
      )}
      {props.children}
      {/* The toasts are drawn here while this is the topmost modal (see modalLayer). */}
      <div ref={layerHost} className="modal-layer-host" />
    </dialog>
  );
}
