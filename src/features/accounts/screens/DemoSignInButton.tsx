import { useState } from 'react';
import { useAccountActions, useAccounts } from '../hooks/useAccounts';
import { useSandboxDemo } from '../hooks/useSandboxDemo';
import { rememberDemoSignIn, signedInMessage, takeDemoSignIn } from '../runtime/demoSignInReturn';
import { toasts } from '@/ui/toasts/toastStore';

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
            // X comes last and leaves the page: the notice waits for the way back (useXSignInReturn).
            if (leavingForX && failures.length === 0) rememberDemoSignIn(demo.name);
            const left = leavingForX ? await leavingForX() : undefined;
            if (left && !left.ok) {
              takeDemoSignIn();
              toasts.show(`Could not sign in on X: ${left.message}`, 'error');
            } else if (!left && failures.length === 0) {
              toasts.show(
                signedInMessage(
                  demo.name,
                  demo.accounts.map((a) => a.source),
                ),
                'success',
              );
            }
          })
          .finally(() => setBusy(false));
      }}
    >
      Sign in as the demo person
    </button>
  );
}
