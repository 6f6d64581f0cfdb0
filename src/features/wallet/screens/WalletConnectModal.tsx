import { Modal } from '@/ui/Modal';
import { NO_WALLET_FOUND } from '@/domain/wallet/walletErrors';
import type { WalletFamily } from '@/events/types/walletEvents';
import type { WalletRuntime } from '../runtime/walletRuntime';
import { useLiveValue } from '../hooks/useLiveValue';
import { WalletIcon } from './WalletIcon';
import './wallet.css';

const GET_A_WALLET: Record<WalletFamily, string> = {
  evm: 'https://ethereum.org/en/wallets/find-wallet/',
  solana: 'https://solana.com/solana-wallets',
};

function WalletList(props: {
  family: WalletFamily;
  title: string;
  wallets: { id: string; name: string; icon: string }[];
  busy: boolean;
  onPick: (id: string) => void;
}) {
  const headingId = `wallets-${props.family}`;
  return (
    <section aria-labelledby={headingId} className="wallet-list">
      <h3 id={headingId}>{props.title}</h3>
      {props.wallets.length === 0 ? (
        <p className="muted">
          {NO_WALLET_FOUND}.{' '}
          <a href={GET_A_WALLET[props.family]} target="_blank" rel="noreferrer">
            Get a wallet
          </a>
        </p>
      ) : (
        <ul>
          {props.wallets.map((wallet) => (
            <li key={wallet.id}>
              <button type="button" disabled={props.busy} onClick={() => props.onPick(wallet.id)}>
                <WalletIcon icon={wallet.icon} />
                {wallet.name}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * wallet.md §6's wallet-connect modal: every EVM wallet that announced itself
 * (EIP-6963) and every Solana wallet registered (Wallet Standard), by name
 * and icon; picking one asks that wallet to connect.
 */
export function WalletConnectModal(props: {
  wallets: WalletRuntime;
  /** Only this family (a Solana-only action), or both. */
  family?: WalletFamily;
  onClose: () => void;
}) {
  const { evm, solana } = props.wallets;
  const evmWallets = useLiveValue(
    { get: evm.discovery.list, subscribe: evm.discovery.subscribe },
    [],
  );
  const solanaWallets = useLiveValue(solana.wallets, []);
  const evmState = useLiveValue(evm.state, evm.state.get());
  const solanaState = useLiveValue(solana.state, solana.state.get());
  const busy = evmState.status === 'connecting' || solanaState.status === 'connecting';
  const error = evmState.error ?? solanaState.error;
  const connect = async (family: WalletFamily, id: string) => {
    const result = family === 'evm' ? await evm.connect(id) : await solana.connect(id);
    if (result.status === 'connected') props.onClose();
  };
  return (
    <Modal title="Connect a wallet" onClose={props.onClose}>
      {props.family !== 'solana' && (
        <WalletList
          family="evm"
          title="Ethereum and EVM chains"
          busy={busy}
          wallets={evmWallets.map((w) => ({
            id: w.info.rdns,
            name: w.info.name,
            icon: w.info.icon,
          }))}
          onPick={(id) => void connect('evm', id)}
        />
      )}
      {props.family !== 'evm' && (
        <WalletList
          family="solana"
          title="Solana"
          busy={busy}
          wallets={solanaWallets.map((w) => ({ id: w.name, name: w.name, icon: w.icon }))}
          onPick={(id) => void connect('solana', id)}
        />
      )}
      {busy && <p role="status">Waiting for the wallet…</p>}
      {error && !busy && (
        <p role="alert" className="form-error">
          {error}
        </p>
      )}
      <div className="modal-actions">
        <button type="button" onClick={props.onClose}>
          Close
        </button>
      </div>
    </Modal>
  );
}
