import { useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect, useState } from 'react';
import { accountCheck } from '../runtime/accountChecker';
import { useAccountCheck } from '../hooks/useAccountCheck';
import { useAccountActions, useAccounts } from '../hooks/useAccounts';
import { SOURCE_LABELS } from '@/domain/networks';
import { toasts } from '@/ui/toasts/toastStore';
import { Modal } from '@/ui/Modal';

const DISMISSED_KEY = 'polycast:account-modal-dismissed';

/**
 * The account checker's screen (reading.md §2.14, §4.10): decided once per
 * page load, after the first account check. Someone with network accounts
 * and no Polycast account is offered one here; "Not now" holds until the
 * next visit (docs/decisions.md, "Accounts").
 */
export function AccountCheckDialog() {
  const { accounts, productAccountId } = useAccounts();
  const { firstCheckDone } = useAccountCheck();
  const actions = useAccountActions();
  const navigate = useNavigate();
  const [decided, setDecided] = useState<'open' | 'closed' | 'signup' | null>(null);
  const [busy, setBusy] = useState(false);
  const close = useCallback(() => {
    sessionStorage.setItem(DISMISSED_KEY, '1');
    setDecided('closed');
  }, []);

  // Decided once, when the first check is in (state adjusted while rendering).
  if (decided === null && firstCheckDone) {
    const action = accountCheck({
      loggedIn: accounts.length > 0,
      loading: false,
      hasProductAccount: productAccountId !== null,
      networkAccounts: accounts.length,
    });
    const dismissed = sessionStorage.getItem(DISMISSED_KEY) === '1';
    setDecided(
      action === 'redirectToSignup'
        ? 'signup'
        : action === 'openAccountModal' && !dismissed
          ? 'open'
          : 'closed',
    );
  }
  useEffect(() => {
    if (decided === 'signup') void navigate({ to: '/signup', search: { step: 'connect' } });
  }, [decided, navigate]);

  if (decided !== 'open' || productAccountId !== null) return null;
  return (
    <Modal title="Create your Polycast account" onClose={close}>
      <p>
        Link these accounts to one Polycast account, so they stay together and scheduled posts can
        go out while your devices are off. Polycast keeps each profile’s name and picture, never a
        password or key.
      </p>
      <ul className="account-list">
        {accounts.map((account) => (
          <li key={`${account.source}:${account.accountId}`} className="account-row">
            <span className="account-network">{SOURCE_LABELS[account.source]}</span>
            <span>@{account.handle}</span>
          </li>
        ))}
      </ul>
      <div className="modal-actions">
        <button type="button" onClick={close}>
          Not now
        </button>
        <button
          type="button"
          className="primary"
          disabled={busy || !actions}
          onClick={() => {
            if (!actions) return;
            setBusy(true);
            void actions.createProductAccount().then((result) => {
              setBusy(false);
              if (result.ok) {
                toasts.show('Your Polycast account is ready.', 'success');
                setDecided('closed');
              } else toasts.show(result.message, 'error');
            });
          }}
        >
          Create account
        </button>
      </div>
    </Modal>
  );
}
