import { useEffect, useId, useRef, type ReactNode } from 'react';

/**
 * A modal dialog on the native `<dialog>`: the browser traps focus, marks the
 * rest of the page inert, and closes it on Escape (reported through onClose).
 */
export function Modal(props: {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Extra class names (the composer's wider, full-screen-on-mobile dialog). */
  className?: string;
  /** Controls shown beside the title (the composer's Drafts and Close buttons). */
  header?: ReactNode;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  // The latest onClose, without reopening the dialog (and losing focus) when it changes.
  const onClose = useRef(props.onClose);
  useEffect(() => {
    onClose.current = props.onClose;
  });
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (!element.open) element.showModal();
    const onCancel = (event: Event) => {
      event.preventDefault();
      onClose.current();
    };
    element.addEventListener('cancel', onCancel);
    return () => {
      element.removeEventListener('cancel', onCancel);
      element.close();
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
    </dialog>
  );
}
