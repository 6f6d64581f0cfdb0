/** One ERC-721 `Transfer(from, to, tokenId)` as read from a chain's logs. */
export interface NftTransfer {
  chainId: number;
  contract: string;
  tokenId: bigint;
  from: string;
  to: string;
  block: bigint;
  logIndex: number;
}

/** An NFT an address holds (wallet.md §3.5: chain, contract, token id). */
export interface HeldNft {
  chainId: number;
  contract: string;
  tokenId: bigint;
}

const lower = (s: string) => s.toLowerCase();

/**
 * The NFTs the owner holds after these transfers: each token's last
 * transfer (in chain order) went to the owner. Tokens listed by chain,
 * contract, then id.
 */
export function heldNfts(owner: string, transfers: readonly NftTransfer[]): HeldNft[] {
  const ordered = [...transfers].sort((a, b) =>
    a.block === b.block ? a.logIndex - b.logIndex : a.block < b.block ? -1 : 1,
  );
  const lastTo = new Map<string, { nft: HeldNft; to: string }>();
  for (const t of ordered) {
    const key = `${t.chainId}:${lower(t.contract)}:${t.tokenId}`;
    lastTo.set(key, {
      nft: { chainId: t.chainId, contract: t.contract, tokenId: t.tokenId },
      to: t.to,
    });
  }
  return [...lastTo.values()]
    .filter(({ to }) => lower(to) === lower(owner))
    .map(({ nft }) => nft)
    .sort(
      (a, b) =>
        a.chainId - b.chainId ||
        lower(a.contract).localeCompare(lower(b.contract)) ||
        (a.tokenId < b.tokenId ? -1 : a.tokenId > b.tokenId ? 1 : 0),
    );
}
