import { SOLANA_CHAIN_ID } from '@/domain/wallet/walletToken';

/** Where a chain's prices are at the market-data provider (CoinGecko's ids). */
export interface PricePlatform {
  /** The asset platform id: `/simple/token_price/{platform}`. */
  platform: string;
  /** The native coin's id: `/simple/price?ids={nativeCoin}`. */
  nativeCoin: string;
}

/**
 * Each chain's platform at the provider, by chain id (Solana under
 * SOLANA_CHAIN_ID). The sandbox's anvil chains stand in for two real ones
 * (docs/decisions-wallet.md): 31337 is priced as Ethereum mainnet and 31338
 * as Base, both paying fees in ETH; their tokens are priced by the sandbox's
 * market stand-in under those platforms.
 */
export const PRICE_PLATFORMS: Readonly<Record<number, PricePlatform>> = {
  1: { platform: 'ethereum', nativeCoin: 'ethereum' },
  10: { platform: 'optimistic-ethereum', nativeCoin: 'ethereum' },
  56: { platform: 'binance-smart-chain', nativeCoin: 'binancecoin' },
  137: { platform: 'polygon-pos', nativeCoin: 'polygon-ecosystem-token' },
  8453: { platform: 'base', nativeCoin: 'ethereum' },
  42161: { platform: 'arbitrum-one', nativeCoin: 'ethereum' },
  [SOLANA_CHAIN_ID]: { platform: 'solana', nativeCoin: 'solana' },
  // The sandbox's chains.
  31337: { platform: 'ethereum', nativeCoin: 'ethereum' },
  31338: { platform: 'base', nativeCoin: 'ethereum' },
};
