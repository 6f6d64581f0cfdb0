import { useState } from 'react';
import type { ConnectResult } from '../runtime/connectBluesky';
import { useAccountActions } from '../hooks/useAccounts';
import { useSandboxDemo } from '../hooks/useSandboxDemo';
import { localWallet, type SigningWallet } from '../runtime/localWallet';
import { FormError } from './FormError';
import { useConnectForm } from '../hooks/useConnectForm';

/**
 * Settings › Accounts › Farcaster or Lens: an account name, approved by its
 * wallet. Only the sandbox has a wallet to offer yet (its local-chain dev
 * wallet); wallet connectors arrive with the wallet work.
 */
export function ConnectWithWalletForm({ network }: { network: 'Farcaster' | 'Lens' }) {
  const actions = useAccountActions();
  const demo = useSandboxDemo();
  const [name, setName] = useState('');
  const wallet: SigningWallet | undefined = demo
    ? localWallet(demo.signIn.wallet.address, demo.signIn.wallet.privateKey)
    : undefined;
  const form = useConnectForm(network, (): Promise<ConnectResult> | undefined => {
    if (!actions || !wallet) return undefined;
    return network === 'Farcaster'
      ? actions.connectFarcaster(name, wallet)
      : actions.connectLens(name, wallet);
  });
  if (!demo) return null;
  return (
    <form className="connect-form" aria-label={`Connect ${network}`} onSubmit={form.submit}>
      <label>
        {network === 'Farcaster' ? 'Farcaster username' : 'Lens username'}
        <input
          name={`${network}-name`}
          value={name}
          onChange={(e) => setName(e.target.value)}
          required
        />
      </label>
      <button type="submit" disabled={form.busy || !actions}>
        {form.busy ? 'Waiting for the wallet…' : `Connect ${network}`}
      </button>
      <span className="muted">
        Approved with the sandbox wallet {demo.signIn.wallet.address.slice(0, 8)}…
      </span>
      <FormError message={form.error} />
    </form>
  );
}
