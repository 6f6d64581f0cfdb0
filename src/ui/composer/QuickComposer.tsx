import { useState } from 'react';
import { useAccounts } from '../../app/accounts/useAccounts';
import { usePublishActions } from '../../app/outbox/usePublishJobs';
import { SOURCE_LABELS } from '../../app/sources';
import { toasts } from '../../app/toasts/toastStore';
import { Modal } from '../shell/Modal';

/**
 * A plain composer: text, and the networks to send it to. It hands the post
 * to the outbox, which publishes it once per network, online or not. (The
 * full composer of composer.md §2.3 replaces it.)
 */
export function QuickComposer({ onClose }: { onClose: () => void }) {
  const { accounts } = useAccounts();
  const actions = usePublishActions();
  const [text, setText] = useState('');
  const [chosen, setChosen] = useState(() => new Set(accounts.map((a) => a.accountId)));
  const targets = accounts.filter((a) => chosen.has(a.accountId));
  const twice = targets.length !== new Set(targets.map((a) => a.source)).size;
  const ready = text.trim().length > 0 && targets.length > 0 && !twice && actions;

  return (
    <Modal title="New post" onClose={onClose}>
      <form
        className="quick-composer"
        onSubmit={(event) => {
          event.preventDefault();
          if (!ready) return;
          void actions
            .send({
              targets: targets.map((a) => ({ source: a.source, accountId: a.accountId })),
              posts: [{ text }],
            })
            .then(() => {
              toasts.show(
                navigator.onLine
                  ? 'Sending your post.'
                  : 'Saved. Your post goes out when you are back online.',
              );
              onClose();
            })
            .catch((error: unknown) => {
              // Nothing was written: the text stays here to try again.
              toasts.show(
                `Could not save the post: ${error instanceof Error ? error.message : String(error)}`,
                'error',
              );
            });
        }}
      >
        <label>
          Post text
          <textarea value={text} rows={5} onChange={(event) => setText(event.target.value)} />
        </label>
        <fieldset>
          <legend>Post to</legend>
          {accounts.map((account) => (
            <label key={`${account.source}:${account.accountId}`}>
              <input
                type="checkbox"
                checked={chosen.has(account.accountId)}
                onChange={(event) => {
                  const next = new Set(chosen);
                  if (event.target.checked) next.add(account.accountId);
                  else next.delete(account.accountId);
                  setChosen(next);
                }}
              />
              {SOURCE_LABELS[account.source]} @{account.handle}
            </label>
          ))}
        </fieldset>
        {twice && <p role="alert">Choose one account per network.</p>}
        <div className="modal-actions">
          <button type="button" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="primary" disabled={!ready}>
            Send
          </button>
        </div>
      </form>
    </Modal>
  );
}
