import type { TokenInfo } from '@/domain/wallet/walletToken';

/**
 * What the wallet routes read (wallet.md §7.1, §7.2): Farcaster's hub and
 * Lens's API (wallet-related profiles), a name service (ENS-type names), a
 * market-data provider in CoinGecko's shape (prices), the chains (address
 * detection), and the tokens the app lists. Asked per request: the sandbox
 * may come up after the server.
 */
export interface WalletNetworks {
  farcaster?: { hub: string };
  lens?: { api: string };
  /** `GET {url}/sandbox/names/{address}` → `{name, primary}`; none: no names are shown. */
  names?: { url: string };
  /** CoinGecko's API root (`…/api/v3`'s parent). */
  market?: { api: string };
  evm: { chainId: number; rpc: string }[];
  solana?: { rpc: string };
  /** The known tokens per chain (natives included): the multi-chain token list. */
  tokens: TokenInfo[];
}

/** The public networks: no token list and no name service of our own yet. */
export const PUBLIC_WALLET_NETWORKS: WalletNetworks = {
  farcaster: { hub: 'https://hub.pinata.cloud' },
  lens: { api: 'https://api.lens.xyz/graphql' },
  market: { api: 'https://api.coingecko.com' },
  evm: [],
  tokens: [],
};
