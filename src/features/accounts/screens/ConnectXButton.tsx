import { useState } from 'react';
import { useAccountActions } from '../hooks/useAccounts';
import { toasts } from '@/ui/toasts/toastStore';

/** Settings › Accounts › X: X signs in on its own site and sends the browser back here. */
export function ConnectXButton() {
  const actions = useAccountActions();
  const [busy, setBusy] = useState(false);
  return (
    <div className="connect-form">
      <button
        type="button"
        disabled={!actions || busy}
        onClick={() => {
          if (!actions) return;
          setBusy(true);
          void actions.startX().then((started) => {
            // On success the page is leaving for X; on failure, say why and let them retry.
            if (!started.ok) {
              toasts.show(started.message, 'error');
              setBusy(false);
            }
          });
        }}
      >
        Connect X
      </button>
    </div>
  );
}
