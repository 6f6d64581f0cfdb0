import { useState } from 'react';
import type { ConnectResult } from '../runtime/connectBluesky';
import { useAccountActions } from '../hooks/useAccounts';
import { useSandboxDemo } from '../hooks/useSandboxDemo';
import { localWallet, type SigningWallet } from '../runtime/localWallet';
import { FormError } from './FormError';
import { useConnectForm } from '../hooks/useConnectForm';
import { useEvmSigner } from '@/features/wallet';
import { shortenAddress } from '@/domain/wallet/shortenAddress';

/**
 * Settings › Accounts › Farcaster or Lens: an account name, approved by its
 * wallet: the connected EVM wallet (Settings › Wallets) signs the custody or
 * owner signature in its own window. With none connected, the sandbox still
 * offers its local-chain dev key (the one-click demo path).
 */
export function ConnectWithWalletForm({ network }: { network: 'Farcaster' | 'Lens' }) {
  const actions = useAccountActions();
  const demo = useSandboxDemo();
  const [name, setName] = useState('');
  const connected = useEvmSigner();
  const wallet: SigningWallet | undefined =
    connected ??
    (demo ? localWallet(demo.signIn.wallet.address, demo.signIn.wallet.privateKey) : undefined);
  const form = useConnectForm(network, (): Promise<ConnectResult> | undefined => {
    if (!actions || !wallet) return undefined;
    return network === 'Farcaster'
      ? actions.connectFarcaster(name, wallet)
      : actions.connectLens(name, wallet);
  });
  if (!wallet) return null;
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
        {connected
          ? `Approved in your wallet ${shortenAddress(connected.address)}`
          : `Approved with the sandbox wallet ${wallet.address.slice(0, 8)}…`}
      </span>
      <FormError message={form.error} />
    </form>
  );
}
