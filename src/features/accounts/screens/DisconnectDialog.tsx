import { useState } from 'react';
import type { ConnectedAccount } from '@/events/types/accountEvents';
import { useAccountActions } from '../hooks/useAccounts';
import { SOURCE_LABELS } from '@/domain/networks';
import { toasts } from '@/ui/toasts/toastStore';
import { Modal } from '@/ui/Modal';

/** reading.md §2.14: the disconnect-account modal; the server's refusal is shown as it says. */
export function DisconnectDialog(props: { account: ConnectedAccount; onClose: () => void }) {
  const { account, onClose } = props;
  const actions = useAccountActions();
  const [busy, setBusy] = useState(false);
  const network = SOURCE_LABELS[account.source];
  return (
    <Modal title={`Disconnect @${account.handle}?`} onClose={onClose}>
      <p>
        Polycast will forget this {network} account on this device and unlink it from your Polycast
        account. Posts already published stay on {network}.
      </p>
      <div className="modal-actions">
        <button type="button" onClick={onClose}>
          Cancel
        </button>
        <button
          type="button"
          className="primary danger"
          disabled={busy || !actions}
          onClick={() => {
            if (!actions) return;
            setBusy(true);
            actions
              .disconnect(account)
              .then((result) => {
                if (result.ok) toasts.show(`Disconnected @${account.handle} on ${network}.`);
                else toasts.show(result.message, 'error');
              })
              .catch(() => toasts.show('Failed to disconnect the account.', 'error'))
              .finally(onClose);
          }}
        >
          Disconnect
        </button>
      </div>
    </Modal>
  );
}
