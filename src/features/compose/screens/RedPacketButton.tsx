import { useState } from 'react';
import { RedPacketIcon } from '@/ui/icons';
import { Modal } from '@/ui/Modal';
import { ExplainedButton } from './ExplainedButton';

/**
 * composer.md §2.3, §4.5: the red-packet button, shown by its availability
 * rule (`redPacketButtonShown`); disabled only while the post cannot change,
 * which it says. The red packet's own form comes with the wallet work
 * (wallet.md); until then the button says so instead of pretending
 * (docs/decisions-composer-ui.md).
 */
export function RedPacketButton({ disabledReason }: { disabledReason: string | undefined }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <ExplainedButton disabledReason={disabledReason} onClick={() => setOpen(true)}>
        <RedPacketIcon className="tool-icon" size={18} aria-hidden="true" />
        Red packet
      </ExplainedButton>
      {open && (
        <Modal title="Red packet" onClose={() => setOpen(false)}>
          <p>Red packets are not available in this version yet. Your post is unchanged.</p>
          <div className="modal-actions">
            <button type="button" className="primary" onClick={() => setOpen(false)}>
              OK
            </button>
          </div>
        </Modal>
      )}
    </>
  );
}
