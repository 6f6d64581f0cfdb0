import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useAccountCheck } from '../hooks/useAccountCheck';
import { useAccountActions, useAccounts } from '../hooks/useAccounts';
import { toasts } from '@/ui/toasts/toastStore';

/** Settings › Accounts: the Polycast account this device is signed in to, or the way to make one. */
export function ProductAccountRow() {
  const { productAccountId } = useAccounts();
  const { connections } = useAccountCheck();
  const actions = useAccountActions();
  const [busy, setBusy] = useState(false);
  if (productAccountId === null) {
    return (
      <p className="muted">
        No Polycast account on this device. <Link to="/signup">Create one</Link> to keep your
        accounts together.
      </p>
    );
  }
  const linked = connections?.length;
  return (
    <p className="muted">
      Signed in to your Polycast account
      {linked === undefined
        ? ''
        : ` (${linked} linked ${linked === 1 ? 'profile' : 'profiles'})`}.{' '}
      <button
        type="button"
        disabled={busy || !actions}
        onClick={() => {
          if (!actions) return;
          setBusy(true);
          void actions
            .signOutOfProductAccount()
            .then(() => toasts.show('Signed out of your Polycast account.'))
            .finally(() => setBusy(false));
        }}
      >
        Sign out of Polycast
      </button>
    </p>
  );
}
