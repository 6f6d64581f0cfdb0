import type { WalletFamily } from '@/domain/wallet/walletToken';
import { shortenAddress } from '@/domain/wallet/shortenAddress';
import { useWalletNfts } from '../hooks/useWalletNfts';

/** The address's NFTs (wallet.md §3.5: collection name and token id); EVM chains only. */
export function WalletNfts({ address, family }: { address: string; family: WalletFamily }) {
  const nfts = useWalletNfts(address, family);
  return (
    <section aria-labelledby="wallet-nfts" className="wallet-section">
      <h2 id="wallet-nfts">NFTs</h2>
      {family === 'solana' ? (
        <p className="muted">NFTs are not read on Solana yet.</p>
      ) : (
        <>
          {nfts.isPending && <p role="status">Reading the NFTs…</p>}
          {nfts.error && (
            <p role="alert" className="form-error">
              NFTs could not be read: {nfts.error.message}
            </p>
          )}
          {nfts.data?.length === 0 && <p className="muted">No NFTs on these chains.</p>}
          <ul aria-label="NFTs" className="wallet-rows">
            {nfts.data?.map((nft) => (
              <li key={`${nft.chainId}:${nft.contract}:${nft.tokenId}`}>
                <span>{nft.collection ?? shortenAddress(nft.contract)}</span>
                <span>#{nft.tokenId.toString()}</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
