import { addressFamily } from '@/domain/wallet/walletIdentity';
import { shortenAddress } from '@/domain/wallet/shortenAddress';
import { ScreenFrame } from '@/ui/ScreenFrame';
import { useWalletNetworks } from '../hooks/useWalletNetworks';
import { useWalletTokens } from '../hooks/useWalletTokens';
import { WalletIdentities } from './WalletIdentities';
import { WalletNfts } from './WalletNfts';
import { WalletTokens } from './WalletTokens';
import { WalletTransactions } from './WalletTransactions';
import './walletProfile.css';

/**
 * `/profile/{address}?source=Wallet` (reading.md §2.1): one wallet address,
 * EVM or Solana: who holds it, its tokens with their values, its NFTs and
 * its recent transactions, read from the chains. `tx` marks one transaction.
 */
export function WalletProfileScreen({ address, tx }: { address: string; tx?: string | undefined }) {
  const family = addressFamily(address);
  if (!family)
    return (
      <ScreenFrame title={`Wallet ${address}`}>
        <p>Wallet names are not looked up here yet: open the wallet by its address.</p>
      </ScreenFrame>
    );
  return <WalletProfile address={address} family={family} tx={tx} />;
}

function WalletProfile(props: {
  address: string;
  family: 'evm' | 'solana';
  tx: string | undefined;
}) {
  const { address, family } = props;
  const networks = useWalletNetworks();
  const tokens = useWalletTokens(address, family);
  const chains = family === 'evm' ? networks.evmChains : [];
  return (
    <ScreenFrame title={`Wallet ${shortenAddress(address)}`}>
      <div className="wallet-profile">
        <WalletIdentities address={address} />
        <WalletTokens
          tokens={tokens.tokens}
          loading={tokens.loading}
          error={tokens.error}
          chains={chains}
        />
        <WalletNfts address={address} family={family} />
        <WalletTransactions
          address={address}
          family={family}
          known={tokens.known}
          chains={chains}
          highlight={props.tx}
        />
      </div>
    </ScreenFrame>
  );
}
