import { useState } from 'react';
import { useAccountActions, useAccounts, useSandboxDemo } from '../../app/accounts/useAccounts';
import { toasts } from '../../app/toasts/toastStore';

/**
 * Sandbox mode only: signs in as the demo person on every network in one
 * click. Hidden when the server is not running against the sandbox, or when
 * every demo account is already connected.
 */
export function DemoSignInButton() {
  const demo = useSandboxDemo();
  const { accounts } = useAccounts();
  const actions = useAccountActions();
  const [busy, setBusy] = useState(false);
  if (!demo) return null;
  const missing = demo.accounts.filter(
    (a) => !accounts.some((c) => c.source === a.source && c.accountId === a.accountId),
  );
  if (missing.length === 0) return null;
  return (
    <button
      type="button"
      className="demo-sign-in"
      disabled={busy || !actions.ready}
      onClick={() => {
        setBusy(true);
        actions
          .signInAsDemo(demo)
          .then(() => toasts.show(`Signed in as ${demo.name} on ${demo.accounts.length} networks.`))
          .catch(() => toasts.show('Could not sign in as the demo person.', 'error'))
          .finally(() => setBusy(false));
      }}
    >
      Sign in as the demo person
    </button>
  );
}
