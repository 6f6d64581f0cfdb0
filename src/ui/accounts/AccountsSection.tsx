import { useState } from 'react';
import { canDisconnect } from '../../app/accounts/accountsProjection';
import { useAccountActions, useAccounts } from '../../app/accounts/useAccounts';
import { toasts } from '../../app/toasts/toastStore';
import type { PostSource } from '../../app/sources';
import { ConnectBlueskyForm } from './ConnectBlueskyForm';
import { ConnectWithWalletForm } from './ConnectWithWalletForm';
import { ConnectXButton } from './ConnectXButton';
import { DemoSignInButton } from './DemoSignInButton';

const SOURCE_NAMES: Record<PostSource, string> = {
  Farcaster: 'Farcaster',
  Lens: 'Lens',
  Twitter: 'X',
  Bsky: 'Bluesky',
};

/** Settings › Accounts: what is connected on this device, and disconnecting (reading.md §4.14). */
export function AccountsSection() {
  const state = useAccounts();
  const actions = useAccountActions();
  const [busy, setBusy] = useState(false);
  const removable = canDisconnect(state);

  return (
    <section className="settings-group" aria-labelledby="accounts-heading">
      <h2 id="accounts-heading">Accounts</h2>
      {state.accounts.length === 0 ? (
        <p className="muted">No accounts connected on this device.</p>
      ) : (
        <ul className="account-list">
          {state.accounts.map((account) => {
            const network = SOURCE_NAMES[account.source];
            return (
              <li key={`${account.source}:${account.accountId}`} className="account-row">
                <span className="account-network">{network}</span>
                <span className="account-name">{account.displayName || account.handle}</span>
                <span className="muted">@{account.handle}</span>
                <button
                  type="button"
                  disabled={!removable || busy || !actions}
                  title={removable ? undefined : 'Please leave at least 1 account'}
                  aria-label={`Disconnect ${network} account @${account.handle}`}
                  onClick={() => {
                    if (!actions) return;
                    setBusy(true);
                    actions
                      .disconnect(account)
                      .then(() => toasts.show(`Disconnected @${account.handle} on ${network}.`))
                      .catch(() => toasts.show('Could not disconnect the account.', 'error'))
                      .finally(() => setBusy(false));
                  }}
                >
                  Disconnect
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <DemoSignInButton />
      <ConnectBlueskyForm />
      <ConnectWithWalletForm network="Farcaster" />
      <ConnectWithWalletForm network="Lens" />
      <ConnectXButton />
    </section>
  );
}
