import { useState, type ReactNode } from 'react';
import { useProfiles } from '@/features/compose';
import { draftApplication, restartDraft } from '../runtime/applyDraft';
import { toasts } from '@/ui/toasts/toastStore';
import type { Draft } from '@/domain/composer/model/draft';
import { Modal } from '@/ui/Modal';

/**
 * composer.md §4.8: opening a draft, by its rules: refused (with why) when
 * its parent is hidden or its profiles are not logged in here; a thread that
 * failed part-way asks whether to continue it or restart it.
 */
export function useOpenDraft(open: (draft: Draft) => void): {
  openDraft: (draft: Draft) => void;
  dialog: ReactNode;
} {
  const profiles = useProfiles();
  const [asking, setAsking] = useState<Draft>();
  const openDraft = (draft: Draft) => {
    const application = draftApplication(draft, profiles);
    if (application.kind === 'blocked') toasts.show(application.message, 'error');
    else if (application.kind === 'askContinueOrRestart') setAsking(draft);
    else open(draft);
  };
  const dialog = asking ? (
    <Modal title="This thread did not finish" onClose={() => setAsking(undefined)}>
      <p>Continue where it stopped on each network, or restart it as a new thread?</p>
      <div className="modal-actions">
        <button type="button" onClick={() => setAsking(undefined)}>
          Cancel
        </button>
        <button
          type="button"
          onClick={() => {
            setAsking(undefined);
            open(restartDraft(asking));
          }}
        >
          Restart
        </button>
        <button
          type="button"
          className="primary"
          onClick={() => {
            setAsking(undefined);
            open(asking);
          }}
        >
          Continue
        </button>
      </div>
    </Modal>
  ) : null;
  return { openDraft, dialog };
}
