import { useState } from 'react';
import { useAccountActions, useAccounts, useSandboxDemo } from '../../app/accounts/useAccounts';
import { toasts } from '../../app/toasts/toastStore';

/**
 * Sandbox mode only: signs in as the demo person on every network in one
 * click, each with its real sign-in. Hidden when the server is not running
 * against the sandbox, or when every demo account is already connected.
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
      disabled={busy || !actions}
      onClick={() => {
        if (!actions) return;
        setBusy(true);
        void actions
          .signInAsDemo(demo, accounts)
          .then(async ({ failures, leavingForX }) => {
            for (const failure of failures) toasts.show(`Could not sign in on ${failure}`, 'error');
            const left = leavingForX ? await leavingForX() : undefined;
            if (left && !left.ok) toasts.show(`Could not sign in on X: ${left.message}`, 'error');
            else if (!left && failures.length === 0) toasts.show(`Signed in as ${demo.name}.`);
          })
          .finally(() => setBusy(false));
      }}
    >
      Sign in as the demo person
    </button>
  );
}
