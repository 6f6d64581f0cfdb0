import { useId, useState, type ReactNode } from 'react';

/**
 * A network already connected keeps its connect form behind a secondary
 * control ("Connect another Bluesky account"); a network not connected
 * shows its form at once.
 */
export function ConnectAnother(props: {
  network: string;
  connected: boolean;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const panel = useId();
  if (!props.connected) return <>{props.children}</>;
  return (
    <div className="connect-another">
      <button
        type="button"
        className="link-button"
        aria-expanded={open}
        aria-controls={panel}
        onClick={() => setOpen((was) => !was)}
      >
        Connect another {props.network} account
      </button>
      <div id={panel} hidden={!open}>
        {open && props.children}
      </div>
    </div>
  );
}
