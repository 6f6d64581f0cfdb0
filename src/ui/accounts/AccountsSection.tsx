import { useState } from 'react';
import { canDisconnect } from '../../app/accounts/accountsProjection';
import { LAST_ACCOUNT_MESSAGE } from '../../app/accounts/lastAccountMessage';
import { useAccountCheck } from '../../app/accounts/useAccountCheck';
import { useAccounts } from '../../app/accounts/useAccounts';
import type { PostSource } from '../../app/sources';
import type { ConnectedAccount } from '../../events/types/accountEvents';
import { ConnectBlueskyForm } from './ConnectBlueskyForm';
import { ConnectWithWalletForm } from './ConnectWithWalletForm';
import { ConnectXButton } from './ConnectXButton';
import { DemoSignInButton } from './DemoSignInButton';
import { DisconnectDialog } from './DisconnectDialog';
import { ProductAccountRow } from './ProductAccountRow';

const SOURCE_NAMES: Record<PostSource, string> = {
  Farcaster: 'Farcaster',
  Lens: 'Lens',
  Twitter: 'X',
  Bsky: 'Bluesky',
};

/** Settings › Accounts: what is connected on this device, and disconnecting (reading.md §4.14). */
export function AccountsSection() {
  const state = useAccounts();
  const { connections } = useAccountCheck();
  const [disconnecting, setDisconnecting] = useState<ConnectedAccount | null>(null);
  const removable = canDisconnect(state);
  const avatarOf = (account: ConnectedAccount) =>
    account.avatarUrl ??
    connections?.find((c) => c.source === account.source && c.profileId === account.accountId)
      ?.avatarUrl;

  return (
    <section className="settings-group" aria-labelledby="accounts-heading">
      <h2 id="accounts-heading">Accounts</h2>
      <ProductAccountRow />
      {state.accounts.length === 0 ? (
        <p className="muted">No accounts connected on this device.</p>
      ) : (
        <ul className="account-list">
          {state.accounts.map((account) => {
            const network = SOURCE_NAMES[account.source];
            const avatar = avatarOf(account);
            return (
              <li key={`${account.source}:${account.accountId}`} className="account-row">
                {avatar && <img className="account-avatar" src={avatar} alt="" />}
                <span className="account-network">{network}</span>
                <span className="account-name">{account.displayName || account.handle}</span>
                <span className="muted">@{account.handle}</span>
                <button
                  type="button"
                  disabled={!removable}
                  title={removable ? undefined : LAST_ACCOUNT_MESSAGE}
                  aria-label={`Disconnect ${network} account @${account.handle}`}
                  onClick={() => setDisconnecting(account)}
                >
                  Disconnect
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {disconnecting && (
        <DisconnectDialog account={disconnecting} onClose={() => setDisconnecting(null)} />
      )}
      <DemoSignInButton />
      <ConnectBlueskyForm />
      <ConnectWithWalletForm network="Farcaster" />
      <ConnectWithWalletForm network="Lens" />
      <ConnectXButton />
    </section>
  );
}
