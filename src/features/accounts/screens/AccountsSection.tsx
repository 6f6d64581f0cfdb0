import { useState } from 'react';
import { canDisconnect } from '@/events/projections/accountsProjection';
import { LAST_ACCOUNT_MESSAGE } from '../runtime/lastAccountMessage';
import { useAccountCheck } from '../hooks/useAccountCheck';
import { useAccounts } from '../hooks/useAccounts';
import type { PostSource } from '@/domain/networks';
import type { ConnectedAccount } from '@/events/types/accountEvents';
import { useSandboxDemo } from '../hooks/useSandboxDemo';
import { AccountAvatar } from './AccountAvatar';
import { ConnectAnother } from './ConnectAnother';
import { ConnectBlueskyForm } from './ConnectBlueskyForm';
import { ConnectWithWalletForm } from './ConnectWithWalletForm';
import { ConnectXButton } from './ConnectXButton';
import { DemoSignInButton } from './DemoSignInButton';
import { DisconnectDialog } from './DisconnectDialog';
import { ProductAccountRow } from './ProductAccountRow';
import './accounts.css';

const SOURCE_NAMES: Record<PostSource, string> = {
  Farcaster: 'Farcaster',
  Lens: 'Lens',
  Twitter: 'X',
  Bsky: 'Bluesky',
};

/**
 * Settings › Accounts: what is connected on this device (reading.md §3.14:
 * name and picture per account), disconnecting (§4.14), and connecting: a
 * network's form shows while it has no account here; once it has one, the
 * form waits behind "Connect another {network} account".
 */
export function AccountsSection() {
  const state = useAccounts();
  const demo = useSandboxDemo();
  const connected = (source: PostSource) => state.accounts.some((a) => a.source === source);
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
        <ul className="account-list" aria-label="Connected accounts">
          {state.accounts.map((account) => {
            const network = SOURCE_NAMES[account.source];
            const avatar = avatarOf(account);
            return (
              <li key={`${account.source}:${account.accountId}`} className="account-row">
                <AccountAvatar
                  url={avatar}
                  name={account.displayName || account.handle}
                  size={28}
                />
                <span className="account-network">{network}</span>
                <span className="account-name">{account.displayName || account.handle}</span>
                <span className="muted">@{account.handle}</span>
                <button
                  type="button"
                  className="danger"
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
      <ConnectAnother network="Bluesky" connected={connected('Bsky')}>
        <ConnectBlueskyForm />
      </ConnectAnother>
      {/* Farcaster and Lens are approved with a wallet: only the sandbox offers one yet. */}
      {demo && (
        <>
          <ConnectAnother network="Farcaster" connected={connected('Farcaster')}>
            <ConnectWithWalletForm network="Farcaster" />
          </ConnectAnother>
          <ConnectAnother network="Lens" connected={connected('Lens')}>
            <ConnectWithWalletForm network="Lens" />
          </ConnectAnother>
        </>
      )}
      <ConnectAnother network="X" connected={connected('Twitter')}>
        <ConnectXButton />
      </ConnectAnother>
    </section>
  );
}
