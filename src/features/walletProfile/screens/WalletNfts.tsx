import type { WalletFamily } from '@/domain/wallet/walletToken';
import { shortenAddress } from '@/domain/wallet/shortenAddress';
import { useWalletNfts } from '../hooks/useWalletNfts';
import { WalletSection } from './WalletSection';

/** The address's NFTs (wallet.md §3.5: collection name and token id); EVM chains only. */
export function WalletNfts({ address, family }: { address: string; family: WalletFamily }) {
  const nfts = useWalletNfts(address, family);
  if (family === 'solana')
    return <WalletSection id="wallet-nfts" title="NFTs" empty="NFTs are not read on Solana yet." />;
  return (
    <WalletSection
      id="wallet-nfts"
      title="NFTs"
      reading={nfts.isPending ? 'Reading the NFTs…' : undefined}
      failure={nfts.error ? `NFTs could not be read: ${nfts.error.message}` : undefined}
      empty={nfts.data?.length === 0 ? 'No NFTs on these chains.' : undefined}
    >
      <ul aria-label="NFTs" className="wallet-rows">
        {nfts.data?.map((nft) => (
          <li key={`${nft.chainId}:${nft.contract}:${nft.tokenId}`}>
            <span>{nft.collection ?? shortenAddress(nft.contract)}</span>
            <span>#{nft.tokenId.toString()}</span>
          </li>
        ))}
      </ul>
    </WalletSection>
  );
}
