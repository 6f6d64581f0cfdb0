import { useState } from 'react';
import { shortenAddress } from '@/domain/wallet/shortenAddress';
import { parseChainId } from '@/domain/wallet/evmChains';
import type { WalletFamily } from '@/events/types/walletEvents';
import { toasts } from '@/ui/toasts/toastStore';
import { useLiveValue } from '../hooks/useLiveValue';
import { useWalletRuntime } from '../hooks/useWalletRuntime';
import type { LiveWallet } from '../runtime/liveWallet';
import type { WalletRuntime } from '../runtime/walletRuntime';
import { WalletConnectModal } from './WalletConnectModal';
import { WalletIcon } from './WalletIcon';
import './wallet.css';

const FAMILY_NAME: Record<WalletFamily, string> = { evm: 'EVM', solana: 'Solana' };

function ChainPicker({ wallets, state }: { wallets: WalletRuntime; state: LiveWallet }) {
  const chains = wallets.chains();
  const [busy, setBusy] = useState(false);
  const known = chains.some((c) => c.chainId === state.chainId);
  return (
    <label>
      Network
      <select
        value={state.chainId ?? ''}
        disabled={busy}
        onChange={(event) => {
          const chainId = parseChainId(event.target.value);
          if (!chainId) return;
          setBusy(true);
          void wallets.evm.ensureChain(chainId).then((result) => {
            setBusy(false);
            if (!result.ok) toasts.show(result.message, 'error');
          });
        }}
      >
        {!known && <option value={state.chainId ?? ''}>Chain {state.chainId ?? '?'}</option>}
        {chains.map((chain) => (
          <option key={chain.chainId} value={chain.chainId}>
            {chain.name}
          </option>
        ))}
      </select>
    </label>
  );
}

function WalletRow({ wallets, state }: { wallets: WalletRuntime; state: LiveWallet }) {
  const family = FAMILY_NAME[state.family];
  if (state.status !== 'connected') {
    return (
      <li className="wallet-row">
        <span>
          {family}: {state.status === 'restoring' ? 'reconnecting…' : 'not connected'}
        </span>
      </li>
    );
  }
  return (
    <li className="wallet-row">
      <WalletIcon icon={state.icon} />
      <span>
        {family}: {state.walletName}{' '}
        {state.accounts.map((a) => (
          <code key={a} title={a}>
            {shortenAddress(a)}
          </code>
        ))}
      </span>
      {state.family === 'evm' && <ChainPicker wallets={wallets} state={state} />}
      <button
        type="button"
        aria-label={`Disconnect ${family} wallet`}
        onClick={() => void wallets.disconnect(state.family)}
      >
        Disconnect
      </button>
    </li>
  );
}

/** Settings › Wallets: the connected wallets, their addresses and chain, Connect and Disconnect. */
export function WalletsSection() {
  const wallets = useWalletRuntime();
  const [open, setOpen] = useState(false);
  const evm = useLiveValue(wallets?.evm.state, undefined);
  const solana = useLiveValue(wallets?.solana.state, undefined);
  return (
    <fieldset className="settings-group" disabled={!wallets}>
      <legend>Wallets</legend>
      {wallets && evm && solana ? (
        <>
          <ul className="wallet-rows">
            <WalletRow wallets={wallets} state={evm} />
            <WalletRow wallets={wallets} state={solana} />
          </ul>
          {(evm.status !== 'connected' || solana.status !== 'connected') && (
            <button type="button" onClick={() => setOpen(true)}>
              Connect wallet
            </button>
          )}
          {open && <WalletConnectModal wallets={wallets} onClose={() => setOpen(false)} />}
        </>
      ) : (
        <p className="muted">Loading wallets…</p>
      )}
    </fieldset>
  );
}
