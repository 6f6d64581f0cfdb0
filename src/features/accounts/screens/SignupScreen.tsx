import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useAccountActions, useAccounts } from '../hooks/useAccounts';
import { toasts } from '@/ui/toasts/toastStore';
import { ScreenFrame } from '@/ui/ScreenFrame';
import { ConnectBlueskyForm } from './ConnectBlueskyForm';
import { ConnectWithWalletForm } from './ConnectWithWalletForm';
import { ConnectXButton } from './ConnectXButton';
import { DemoSignInButton } from './DemoSignInButton';

/**
 * `/signup?step=`: a Polycast account starts from a network account. Step
 * one connects one (or several); step two creates the account linking them.
 */
export function SignupScreen() {
  const { accounts, productAccountId } = useAccounts();
  const actions = useAccountActions();
  const [busy, setBusy] = useState(false);

  if (productAccountId !== null) {
    return (
      <ScreenFrame title="Sign up">
        <p role="status">Your Polycast account is ready.</p>
        <Link to="/">Go home</Link>
      </ScreenFrame>
    );
  }
  return (
    <ScreenFrame title="Sign up">
      <h2>1. Connect a network account</h2>
      <p className="muted">
        {accounts.length === 0
          ? 'Start with any network you use; you can add the others later.'
          : `Connected: ${accounts.map((a) => `@${a.handle}`).join(', ')}.`}
      </p>
      <DemoSignInButton />
      <ConnectBlueskyForm />
      <ConnectWithWalletForm network="Farcaster" />
      <ConnectWithWalletForm network="Lens" />
      <ConnectXButton />
      <h2>2. Create your Polycast account</h2>
      <button
        type="button"
        className="demo-sign-in"
        disabled={busy || !actions || accounts.length === 0}
        onClick={() => {
          if (!actions) return;
          setBusy(true);
          void actions.createProductAccount().then((result) => {
            setBusy(false);
            toasts.show(
              result.ok ? 'Your Polycast account is ready.' : result.message,
              result.ok ? 'success' : 'error',
            );
          });
        }}
      >
        Create account
      </button>
    </ScreenFrame>
  );
}
